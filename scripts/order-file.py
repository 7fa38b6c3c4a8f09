#!/usr/bin/env python3
"""Makes scripts/plates.order: the functions a Plates session runs, in the order it first runs
them, for the linker to place first (scripts/release-build.sh, docs/performance.md).

How: link the release binary with the current list, run one scripted session
(scripts/terminal-bench.py --runs 1) under `perf record -e page-faults`, and add every function
of `plates` that took a page fault and is not yet listed. A fault shows only one function of the
64 KB the kernel maps around it, so each round finds the functions hidden behind the last
round's; the rounds stop when one finds fewer than --until new functions (about 30 rounds, a few
minutes). Needs `perf` and a generated database:

    .build/release/plates-bench generate --sets 50000 --db /tmp/plates-50k.sqlite
    scripts/order-file.py /tmp/plates-50k.sqlite

Then commit scripts/plates.order. A stale list costs memory only: functions no longer there are
skipped, new ones land after the listed ones.
"""
import argparse
import os
import re
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
ORDER = os.path.join(ROOT, "scripts", "plates.order")


def link_command(scratch):
    """The ld.lld command SwiftPM runs for `plates` (seen with -v after removing the binary)."""
    binary = os.path.join(ROOT, scratch, "release", "plates")
    if os.path.exists(binary):
        os.remove(os.path.realpath(binary))
    out = subprocess.run([os.path.join(ROOT, "scripts", "release-build.sh"), "--scratch-path", scratch, "-v"],
                         cwd=ROOT, capture_output=True, text=True)
    if out.returncode != 0:
        sys.exit(out.stdout[-2000:] + out.stderr[-2000:])
    for line in (out.stdout + out.stderr).splitlines():
        if "ld.lld" in line and re.search(r"-o \S*/release/plates( |$)", line):
            command = re.sub(r" --symbol-ordering-file=\S+", "", line.strip())
            return command, os.path.realpath(binary)
    sys.exit("no ld.lld command for plates in the build's output")


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("db", help="a generated database to run the session on")
    parser.add_argument("--scratch-path", default=".build-release")
    parser.add_argument("--rounds", type=int, default=60)
    parser.add_argument("--until", type=int, default=10, help="stop when a round finds fewer new functions")
    parser.add_argument("--fresh", action="store_true", help="start from an empty list")
    args = parser.parse_args()
    command, binary = link_command(args.scratch_path)
    names = [] if args.fresh or not os.path.exists(ORDER) else [l.strip() for l in open(ORDER) if l.strip()]
    known = set(names)
    with tempfile.TemporaryDirectory() as tmp:
        order, data = os.path.join(tmp, "plates.order"), os.path.join(tmp, "faults.data")
        for round in range(args.rounds):
            with open(order, "w") as f:
                f.write("\n".join(names) + "\n")
            subprocess.run(f"{command} --symbol-ordering-file={order}", shell=True, check=True, cwd=ROOT)
            subprocess.run(["perf", "record", "-q", "-e", "page-faults", "-c", "1", "-o", data, "--", sys.executable,
                            os.path.join(ROOT, "scripts", "terminal-bench.py"), "--plates", binary, "--runs", "1", args.db],
                           stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, check=True)
            script = subprocess.run(["perf", "script", "-i", data, "-F", "ip,sym,dso", "--no-demangle"],
                                    capture_output=True, text=True, check=True).stdout
            new = []
            for line in script.splitlines():
                parts = line.split()
                if len(parts) < 3 or not line.rstrip().endswith(f"{binary})") or parts[1].startswith("["):
                    continue
                name = re.sub(r"\+0x[0-9a-f]+$", "", parts[1])
                if name not in known:
                    known.add(name)
                    new.append(name)
            names += new
            print(f"round {round + 1}: {len(new)} new functions, {len(names)} listed", flush=True)
            if len(new) < args.until:
                break
    with open(ORDER, "w") as f:
        f.write("\n".join(names) + "\n")
    print(f"wrote {ORDER}; delete {binary} and run scripts/release-build.sh to link with it")


if __name__ == "__main__":
    main()
