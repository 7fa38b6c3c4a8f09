#!/usr/bin/env python3
"""Terminal benchmark (issue 6): the release `plates` in a pseudo-terminal, as a lifter uses it.

For each database (copied first, with today's backup made: the run logs a set), RUNS times:
  - starts `plates --db COPY` in a 100x30 pty with TERM=xterm-256color and a UTF-8 locale;
  - first byte: time from the fork to the first byte on the terminal (the frame's chrome or all of it);
  - first frame: time from the fork to the last byte of the first full dashboard (output settled);
  - scripted keys, each timed from the write of the key to the last byte of its answer
    (the screen settled: no output for QUIET seconds), with the bytes written:
      switch screens (2, 3, 4, 1), move in the exercise list (j), open an exercise (Enter) and go
      back (Esc), open Bench Press (the most history) and go back, open the history and scroll
      (j, PgDn), quick-log a set (l, bench, Enter, 100x5, Enter: time to "Logged" on screen);
  - peak RSS (VmHWM, and wait4's ru_maxrss) and CPU time (user + system) of the whole run.
Prints min / median / max over the runs. Figures, never a pass/fail.

--start-only: only the start (first byte, first full frame; then q), after one warm-up run.
--trace: with --start-only, also each step plates notes of its start (PLATES_START_TRACE), in ms
from the fork.
--floor: also, in the same run and alternating with plates, the start of scripts/start-floor.c (a
C ncurses program that draws a dashboard's shape: the floor of any terminal program's start).

Before the runs the binary's pages are dropped from the page cache (written back, then
POSIX_FADV_DONTNEED), so it is read from disk as an installed binary is. A binary just built or
copied is in the cache as it was written, and its start mapped about 1 MB more of it: peak RSS
then differed by a megabyte between two copies of the same file (docs/performance.md, session 37).

Usage: scripts/terminal-bench.py [--plates .build/release/plates] [--runs 5] [--start-only [--trace]] [--floor] DB [DB...]
Make databases with: .build/release/plates-bench generate --sets 50000 --db /tmp/plates-50k.sqlite
"""
import argparse
import fcntl
import os
import pty
import select
import shutil
import statistics
import struct
import subprocess
import sys
import tempfile
import termios
import time

QUIET = 0.15      # seconds without output that count as "settled"
LIMIT = 20.0      # give up waiting for one step after this long
ROWS, COLS = 30, 100


class Session:
    def __init__(self, program, arguments, trace=None):
        self.started = time.perf_counter()
        self.started_ns = time.clock_gettime_ns(time.CLOCK_MONOTONIC)
        pid, fd = pty.fork()
        if pid == 0:
            fcntl.ioctl(0, termios.TIOCSWINSZ, struct.pack("HHHH", ROWS, COLS, 0, 0))
            env = {k: v for k, v in os.environ.items() if k not in ("NO_COLOR", "LC_ALL", "LANG", "TMUX")}
            env.update(TERM="xterm-256color", LANG="C.UTF-8", LC_ALL="C.UTF-8")
            if trace:
                env["PLATES_START_TRACE"] = trace
            os.execve(program, [program] + arguments, env)
        self.pid, self.fd = pid, fd
        self.stream = bytearray()

    def start(self, until):
        """The first byte and the first full frame (`until` on screen, then settled), in ms."""
        ready, _, _ = select.select([self.fd], [], [], LIMIT)
        first_byte = (time.perf_counter() - self.started) * 1000 if ready else None
        seconds, count, _ = self.settle(self.started, until=until)
        if until not in self.stream:
            raise SystemExit(f"no first frame on screen after start: {bytes(self.stream[-400:])!r}")
        return first_byte, seconds * 1000, count

    def settle(self, since, until=None):
        """Reads until QUIET seconds pass without output (and `until` has appeared, when given).
        Answers (seconds from `since` to the last byte, bytes read, seconds to `until`)."""
        last, count, seen_at = since, 0, None
        start_len = len(self.stream)
        deadline = time.perf_counter() + LIMIT
        while time.perf_counter() < deadline:
            ready, _, _ = select.select([self.fd], [], [], QUIET)
            if not ready:
                if until is None or seen_at is not None:
                    break
                continue
            try:
                chunk = os.read(self.fd, 65536)
            except OSError:
                break
            if not chunk:
                break
            last = time.perf_counter()
            count += len(chunk)
            self.stream += chunk
            if until is not None and seen_at is None and until in self.stream[start_len:]:
                seen_at = last
        return last - since, count, (seen_at - since) if seen_at else None

    def key(self, data, until=None):
        t = time.perf_counter()
        os.write(self.fd, data)
        return self.settle(t, until)

    def peak_kb(self):
        with open(f"/proc/{self.pid}/status") as f:
            for line in f:
                if line.startswith("VmHWM:"):
                    return int(line.split()[1])
        return 0

    def quit(self):
        os.write(self.fd, b"q")
        self.settle(time.perf_counter())
        _, status, usage = os.wait4(self.pid, 0)
        os.close(self.fd)
        return status, usage


def run_start(program, arguments, until, trace=None):
    """Only the start: first byte and first frame (ms), then q. With `trace` (a file), also each
    step plates noted (PLATES_START_TRACE), in ms from the fork, in the order they came."""
    if trace and os.path.exists(trace):
        os.remove(trace)
    # What the previous run left to the kernel (its database's checkpoint written back, its memory
    # freed) is done before this one starts: each start is timed on a quiet machine.
    os.sync()
    time.sleep(0.2)
    s = Session(program, arguments, trace)
    first_byte, first_frame, _ = s.start(until)
    status, _ = s.quit()
    if status != 0:
        raise SystemExit(f"{program} exited with status {status}")
    result = {}
    if trace:
        with open(trace) as f:
            for line in f:
                ns, step = line.rstrip("\n").split(" ", 1)
                result.setdefault(f"  {step} ms", (int(ns) - s.started_ns) / 1e6)
    result["first byte ms"] = first_byte
    result["first full frame ms"] = first_frame
    return result


def run_once(plates, db):
    """One scripted session; answers a dict of measurements (ms, bytes, KB)."""
    m = {}
    s = Session(plates, ["--db", db])
    # The dashboard's heading must be on screen before "settled" can mean anything.
    m["first byte ms"], m["first frame ms"], m["first frame bytes"] = s.start(b"Today")

    def timed(name, data, until=None, times=1):
        for _ in range(times):
            seconds, count, seen = s.key(data, until)
            m.setdefault(name + " ms", []).append((seen if until else seconds) * 1000)
            m.setdefault(name + " bytes", []).append(count)

    def type_text(text):
        for ch in text:
            timed("type a character", bytes([ch]))

    timed("switch screen (2 exercises)", b"2")
    timed("move in list (j)", b"j", times=8)
    timed("move in list (k)", b"k", times=3)
    timed("open exercise (Enter)", b"\r")
    timed("back (Esc)", b"\x1b")
    # The exercise with the most history (65,000 sets at 1M): its progress chart reads per-day rows.
    for data in [b"/"] + [bytes([ch]) for ch in b"bench press"] + [b"\r"]:
        s.key(data)
    timed("open Bench Press (Enter)", b"\r")
    timed("back (Esc)", b"\x1b")
    timed("switch screen (3 history)", b"3")
    timed("scroll history (j)", b"j", times=10)
    timed("page down history (PgDn)", b"\x1b[6~", times=4)
    timed("switch screen (4 body weight)", b"4")
    timed("switch screen (1 dashboard)", b"1")
    timed("open quick-log (l)", b"l")
    type_text(b"bench")
    timed("pick exercise (Enter)", b"\r")
    s.key(b"\x15")  # Ctrl-U: clear the prefilled entry.
    type_text(b"100x5")
    timed("quick-log commit to Logged", b"\r", until=b"Logged")
    m["peak RSS KB (VmHWM)"] = s.peak_kb()
    status, usage = s.quit()
    if status != 0:
        raise SystemExit(f"plates exited with status {status}")
    m["peak RSS KB (maxrss)"] = usage.ru_maxrss
    m["CPU ms (user+sys)"] = (usage.ru_utime + usage.ru_stime) * 1000
    return m


def build_floor(folder):
    """Compiles scripts/start-floor.c; answers the program's path."""
    source = os.path.join(os.path.dirname(os.path.abspath(__file__)), "start-floor.c")
    program = os.path.join(folder, "start-floor")
    compiler = shutil.which("cc") or shutil.which("clang")  # the Swift toolchain brings clang
    if not compiler or subprocess.run([compiler, "-O2", "-o", program, source, "-lncursesw"]).returncode != 0:
        raise SystemExit("cannot build scripts/start-floor.c (a C compiler and libncurses-dev are needed)")
    return program


def copied(db, folder, plates):
    """A copy of the database (and its WAL) in `folder` (a run may log a set), with today's backup
    made beside it: the daily backup copies the whole file after the first screens, which a
    lifter's first start of the day pays and every later start does not (at 1M sets it outlasts a
    session and would start again in every run)."""
    copy = os.path.join(folder, "plates.sqlite")
    for suffix in ("", "-wal", "-shm"):
        if os.path.exists(copy + suffix):
            os.remove(copy + suffix)
        if os.path.exists(db + suffix):
            shutil.copyfile(db + suffix, copy + suffix)
    subprocess.run([plates, "--db", copy, "backup"], stdout=subprocess.DEVNULL, check=True)
    os.sync()
    return copy


def report(title, runs):
    print(f"\n{title}")
    print(f"{'measure':44} {'min':>9} {'median':>9} {'max':>9}")
    names = sorted({name for r in runs for name in r}, key=lambda n: statistics.median(r[n] for r in runs if n in r))
    for name in names:
        values = [statistics.median(r[name]) if isinstance(r[name], list) else r[name] for r in runs if name in r]
        fmt = (lambda v: f"{v:9.2f}") if name.endswith("ms") else (lambda v: f"{v:9.0f}")
        print(f"{name:44} {fmt(min(values))} {fmt(statistics.median(values))} {fmt(max(values))}")
    sys.stdout.flush()


def read_from_disk(path):
    """Drops `path`'s pages from the page cache: the next start reads it as an installed binary."""
    os.sync()
    fd = os.open(path, os.O_RDONLY)
    try:
        os.posix_fadvise(fd, 0, 0, os.POSIX_FADV_DONTNEED)
    finally:
        os.close(fd)


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--plates", default=".build/release/plates")
    ap.add_argument("--runs", type=int, default=5)
    ap.add_argument("--start-only", action="store_true", help="only the start, after a warm-up run")
    ap.add_argument("--floor", action="store_true", help="also time scripts/start-floor.c, alternating with plates")
    ap.add_argument("--trace", action="store_true", help="with --start-only: each step plates notes (PLATES_START_TRACE)")
    ap.add_argument("databases", nargs="+")
    args = ap.parse_args()
    plates = os.path.abspath(args.plates)
    read_from_disk(plates)
    with tempfile.TemporaryDirectory() as folder:
        floor = build_floor(folder) if args.floor else None
        if args.start_only:
            # Runs alternate between the programs, so a machine that slows down slows them all.
            # One copy of each database for all its runs, written out before the first: a copy made
            # just before a start would have the kernel writing it back while plates starts.
            results = {db: [] for db in args.databases}
            copies = {}
            for n, db in enumerate(args.databases):
                os.makedirs(os.path.join(folder, str(n)))
                copies[db] = copied(db, os.path.join(folder, str(n)), plates)
            os.sync()
            floor_runs = []
            for i in range(args.runs + 1):
                for db in args.databases:
                    copy = copies[db]
                    trace = os.path.join(folder, "trace") if args.trace else None
                    result = run_start(plates, ["--db", copy], b"Today", trace)
                    if i > 0:
                        results[db].append(result)
                if floor:
                    result = run_start(floor, [], b"q quit")
                    if i > 0:
                        floor_runs.append(result)
            for db in args.databases:
                report(f"{db}: plates start, {args.runs} runs after a warm-up, {COLS}x{ROWS}", results[db])
            if floor:
                report(f"scripts/start-floor.c (cc -O2, ncursesw): {args.runs} runs after a warm-up", floor_runs)
            return
        if floor:
            floor_runs = [run_start(floor, [], b"q quit") for _ in range(args.runs + 1)][1:]
            report(f"scripts/start-floor.c (cc -O2, ncursesw): {args.runs} runs after a warm-up", floor_runs)
    for db in args.databases:
        runs = []
        for _ in range(args.runs):
            with tempfile.TemporaryDirectory() as tmp:
                runs.append(run_once(plates, copied(db, tmp, plates)))
        print(f"\n{db}: {args.runs} runs, {COLS}x{ROWS}, TERM=xterm-256color, quiet window {QUIET * 1000:.0f} ms")
        print(f"{'measure':44} {'min':>9} {'median':>9} {'max':>9}")
        for name in runs[0]:
            # Per run, the median over that run's repeats of a key; then min/median/max over runs.
            values = [statistics.median(r[name]) if isinstance(r[name], list) else r[name] for r in runs]
            worst = [max(r[name]) if isinstance(r[name], list) else r[name] for r in runs]
            fmt = (lambda v: f"{v:9.2f}") if name.endswith("ms") else (lambda v: f"{v:9.0f}")
            line = f"{name:44} {fmt(min(values))} {fmt(statistics.median(values))} {fmt(max(values))}"
            if isinstance(runs[0][name], list) and len(runs[0][name]) > 1:
                line += f"   (worst single key {fmt(max(worst)).strip()})"
            print(line)
        sys.stdout.flush()


if __name__ == "__main__":
    main()
