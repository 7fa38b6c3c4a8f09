#!/usr/bin/env python3
"""Durability and concurrency stress (issue 7, parts 1-3; docs/reliability.md).

  cli-kill      `plates log` in a loop, each process killed at a random moment (SIGKILL mostly,
                SIGHUP and SIGTERM too): every set reported as logged is in the file once, no set
                is there twice, and `PRAGMA integrity_check` is ok.
  tui-kill      the same through the TUI in a pseudo-terminal: quick-log a set, then kill the
                process at a random moment after Enter, or right after "Logged" shows.
  key-bytes     random bytes into the real program's terminal: it stays alive, answers, and quits
                with status 0.
  two-processes two `plates log` loops on one file at once, while a TUI on the same file
                quick-logs too: no "locked"/"busy" reaches anyone, no write is lost, and the TUI
                shows the other processes' sets after `r`.

Prints the figures (iterations, kills, reported, written, duplicates) and exits 1 on any loss,
duplicate, refusal or integrity failure.

  python3 scripts/durability.py [--plates .build/debug/plates] [--iterations 500]
      [--tui-iterations 100] [--seed 7] [all|cli-kill|tui-kill|two-processes|key-bytes]
"""
import argparse
import fcntl
import os
import pty
import random
import select
import signal
import sqlite3
import struct
import subprocess
import sys
import tempfile
import termios
import threading
import time

failures = []


def fail(message):
    failures.append(message)
    print("FAIL:", message, flush=True)


def fresh_db(plates):
    path = os.path.join(tempfile.mkdtemp(prefix="plates-durability-"), "plates.sqlite")
    # A command that writes creates the file (one that only reads never does: issue 19).
    subprocess.run([plates, "--db", path, "bodyweight", "add", "80"], check=True, stdout=subprocess.DEVNULL)
    return path


def check_file(path, label):
    db = sqlite3.connect(path)
    result = db.execute("PRAGMA integrity_check").fetchone()[0]
    db.close()
    if result != "ok":
        fail(f"{label}: integrity_check says {result}")
    return result


def verdict(label, path, expected, counts):
    """Every expected key is in `counts` (key -> rows in the file), none is there twice, and the
    file is sound. Answers (lost, duplicated, integrity)."""
    lost = sorted(k for k in expected if counts.get(k, 0) == 0)
    duplicated = sorted(k for k, c in counts.items() if c > 1)
    if lost:
        fail(f"{label}: {len(lost)} sets reported as logged are missing: {lost[:10]}")
    if duplicated:
        fail(f"{label}: {len(duplicated)} sets are there twice: {duplicated[:10]}")
    return lost, duplicated, check_file(path, label)


def rows(path, sql):
    db = sqlite3.connect(path)
    try:
        return db.execute(sql).fetchall()
    finally:
        db.close()


def cli_kill(plates, iterations, rng):
    path = fresh_db(plates)
    reported, kills, exited = set(), {"KILL": 0, "HUP": 0, "TERM": 0}, 0
    # How long one `plates log` takes here: the kills spread over 0-160 % of it, so they land
    # before, during and after the commit. The quickest of three: one log whose sync waited
    # behind a build's writes (CI builds beside this) took 3 s, and every iteration then slept
    # up to 5 s — 2.5 s an iteration, 21 minutes for what takes one.
    spans = []
    for _ in range(3):
        started = time.monotonic()
        subprocess.run([plates, "--db", path, "log", "squat 60x5"], check=True, stdout=subprocess.DEVNULL)
        spans.append(time.monotonic() - started)
    span = min(spans)
    for i in range(iterations):
        note = f"cli-{i}"
        p = subprocess.Popen([plates, "--db", path, "log", "bench 100x5", "--notes", note],
                             stdout=subprocess.PIPE, stderr=subprocess.PIPE)
        time.sleep(rng.uniform(0, span * 1.6))
        name = rng.choices(["KILL", "HUP", "TERM"], weights=[8, 1, 1])[0]
        if p.poll() is None:
            p.send_signal(getattr(signal, "SIG" + name))
            kills[name] += 1
        out, err = p.communicate()
        if p.returncode == 0:
            exited += 1
        if out.startswith(b"Logged"):
            reported.add(note)
        elif p.returncode == 0:
            fail(f"cli-kill: iteration {i} exited 0 without reporting: {out!r} {err!r}")
        if b"locked" in err or b"busy" in err:
            fail(f"cli-kill: iteration {i} said {err!r}")
    counts = dict(rows(path, "SELECT notes, COUNT(*) FROM workout_set WHERE notes IS NOT NULL GROUP BY notes"))
    lost, duplicated, integrity = verdict("cli-kill", path, reported, counts)
    written_unreported = len(set(counts) - reported)
    print(f"cli-kill: {iterations} iterations, kills spread over {span * 1600:.0f} ms, kills {kills} (the rest finished first), "
          f"{len(reported)} reported, {sum(counts.values())} in the file "
          f"({written_unreported} written but killed before the report), lost {len(lost)}, "
          f"duplicated {len(duplicated)}, integrity_check {integrity}", flush=True)


class Terminal:
    """`plates` in a pseudo-terminal (100x30, xterm-256color, UTF-8)."""

    def __init__(self, plates, path):
        pid, fd = pty.fork()
        if pid == 0:
            fcntl.ioctl(0, termios.TIOCSWINSZ, struct.pack("HHHH", 30, 100, 0, 0))
            env = {k: v for k, v in os.environ.items() if k not in ("NO_COLOR", "LC_ALL", "LANG", "TMUX")}
            env.update(TERM="xterm-256color", LANG="C.UTF-8", LC_ALL="C.UTF-8")
            os.execve(plates, [plates, "--db", path] if path else [plates, "--demo"], env)
        self.pid, self.fd, self.stream = pid, fd, bytearray()

    def read_for(self, seconds):
        deadline = time.monotonic() + seconds
        while time.monotonic() < deadline:
            ready, _, _ = select.select([self.fd], [], [], max(0, deadline - time.monotonic()))
            if not ready:
                break
            try:
                chunk = os.read(self.fd, 65536)
            except OSError:
                return
            if not chunk:
                return
            self.stream += chunk

    def wait_for(self, text, seconds=10):
        start = len(self.stream)
        deadline = time.monotonic() + seconds
        while time.monotonic() < deadline:
            if text in self.stream[start:]:
                return True
            self.read_for(0.02)
        return text in self.stream[start:]

    def send(self, data, settle=0.03):
        os.write(self.fd, data)
        self.read_for(settle)

    def redraw(self):
        """Has the whole screen sent again: a resize (one row more, then back) makes the app draw
        every cell, where a normal frame sends only the cells that changed (so "177.5" replacing
        "111" goes out as "77.5")."""
        for rows in (31, 30):
            fcntl.ioctl(self.fd, termios.TIOCSWINSZ, struct.pack("HHHH", rows, 100, 0, 0))
            self.read_for(0.4)

    def kill(self, sig=signal.SIGKILL):
        try:
            os.kill(self.pid, sig)
        except ProcessLookupError:
            pass
        os.waitpid(self.pid, 0)
        os.close(self.fd)

    def quit(self):
        """q; the exit status, or "no exit" (then the process is killed) when q did not quit in 5 s."""
        os.write(self.fd, b"q")
        deadline = time.monotonic() + 5
        while time.monotonic() < deadline:
            self.read_for(0.05)
            pid, status = os.waitpid(self.pid, os.WNOHANG)
            if pid:
                os.close(self.fd)
                return status
        self.kill()
        return "no exit"


def quick_log(t, entry):
    """Opens quick-log, picks Bench Press, types the entry; leaves Enter to the caller."""
    t.send(b"l")
    t.send(b"bench")
    t.send(b"\r")
    t.send(b"\x15")  # Ctrl-U: clear the prefilled entry
    t.send(entry.encode(), settle=0.05)


def tui_kill(plates, iterations, rng):
    path = fresh_db(plates)
    reported, killed_early = set(), 0
    for i in range(iterations):
        weight = 200 + i  # identifies the set
        t = Terminal(plates, path)
        if not t.wait_for(b"Today"):
            fail(f"tui-kill: iteration {i}: no dashboard: {bytes(t.stream[-300:])!r}")
            t.kill()
            continue
        quick_log(t, f"{weight}x3")
        os.write(t.fd, b"\r")
        if rng.random() < 0.5:
            time.sleep(rng.uniform(0, 0.015))  # somewhere in the commit
            t.read_for(0)
            if b"Logged" in t.stream:
                reported.add(weight)
            killed_early += 1
        else:
            if t.wait_for(b"Logged", 10):
                reported.add(weight)
            else:
                fail(f"tui-kill: iteration {i}: no Logged: {bytes(t.stream[-300:])!r}")
        t.kill(rng.choice([signal.SIGKILL, signal.SIGKILL, signal.SIGHUP]))
    counts = dict(rows(path, "SELECT CAST(weight AS INTEGER), COUNT(*) FROM workout_set GROUP BY weight"))
    lost, duplicated, integrity = verdict("tui-kill", path, reported, counts)
    print(f"tui-kill: {iterations} iterations ({killed_early} killed during the commit, the rest after "
          f"\"Logged\"), {len(reported)} shown as Logged, {sum(counts.values())} in the file, lost {len(lost)}, "
          f"duplicated {len(duplicated)}, integrity_check {integrity}", flush=True)


def two_processes(plates, iterations, rng):
    path = fresh_db(plates)
    problems = []

    def loop(prefix, weight):
        for i in range(iterations):
            r = subprocess.run([plates, "--db", path, "log", f"bench {weight}x5", "--notes", f"{prefix}-{i}"],
                               capture_output=True)
            if r.returncode != 0 or not r.stdout.startswith(b"Logged"):
                problems.append(f"{prefix}-{i}: status {r.returncode}: {r.stderr!r}")

    t = Terminal(plates, path)
    if not t.wait_for(b"Today"):
        fail("two-processes: no dashboard")
        t.kill()
        return
    t.send(b"3", settle=0.3)  # history, where the refresh is checked at the end
    threads = [threading.Thread(target=loop, args=("a", 111)), threading.Thread(target=loop, args=("b", 122))]
    started = time.monotonic()
    for th in threads:
        th.start()
    tui_logged = 0
    while any(th.is_alive() for th in threads):
        t.stream.clear()
        quick_log(t, f"{133 + tui_logged % 5}x2")
        os.write(t.fd, b"\r")
        t.wait_for(b"Logged", 0.5)  # the toast may already show "Logged": then only the weight changes
        t.read_for(0.2)
        tui_logged += 1
        if any(word in t.stream for word in (b"locked", b"busy", b"try again", b"failed")):
            problems.append(f"tui: an error reached the screen: {bytes(t.stream[-400:])!r}")
            break
    for th in threads:
        th.join()
    elapsed = time.monotonic() - started
    # The TUI sees another process's set after a refresh (`r` on the history screen).
    t.read_for(3.5)  # the last toast fades
    subprocess.run([plates, "--db", path, "log", "bench 177.5x1", "--notes", "c-0"], check=True, stdout=subprocess.DEVNULL)
    t.stream.clear()
    t.send(b"r", settle=0.5)
    # The refresh sends only changed cells; the whole screen, redrawn, must show the set.
    t.redraw()
    seen_other = b"177.5" in t.stream
    if not seen_other:
        problems.append(f"tui: after r, history does not show the other process's 177.5 kg set: {bytes(t.stream[-400:])!r}")
    status = t.quit()
    if status != 0:
        problems.append(f"tui exited with {status}")
    counts = dict(rows(path, "SELECT notes, COUNT(*) FROM workout_set WHERE notes IS NOT NULL GROUP BY notes"))
    tui_rows = rows(path, "SELECT COUNT(*) FROM workout_set WHERE notes IS NULL")[0][0]
    expected = {f"{p}-{i}" for p in "ab" for i in range(iterations)} | {"c-0"}
    if tui_rows != tui_logged:
        problems.append(f"tui logged {tui_logged} sets, the file has {tui_rows}")
    for p in problems[:20]:
        fail("two-processes: " + p)
    lost, duplicated, integrity = verdict("two-processes", path, expected, counts)
    print(f"two-processes: 2 x {iterations} `plates log` + {tui_logged} TUI quick-logs in {elapsed:.1f} s, "
          f"{len(problems)} refusals or busy messages, lost {len(lost)}, duplicated {len(duplicated)}, "
          f"TUI saw the other's set after r: {seen_other}, integrity_check {integrity}", flush=True)


def key_bytes(plates, iterations, rng):
    """Random bytes into the real program's terminal (ncurses' decoder and ours), on the demo data:
    it stays alive and answers, then quits cleanly. q, Q, Ctrl-C, Ctrl-Z and Ctrl-\\ are left out
    (they quit or stop it by design)."""
    banned = {ord("q"), ord("Q"), 3, 26, 28}
    t = Terminal(plates, None)
    if not t.wait_for(b"Today"):
        fail("key-bytes: no dashboard")
        t.kill()
        return
    sent = 0
    for _ in range(iterations):
        chunk = bytes(b for b in (rng.randrange(256) for _ in range(rng.randrange(1, 64))) if b not in banned)
        os.write(t.fd, chunk)
        sent += len(chunk)
        t.read_for(0.002)
        if os.waitpid(t.pid, os.WNOHANG) != (0, 0):
            fail(f"key-bytes: plates ended after {sent} random bytes: {bytes(t.stream[-300:])!r}")
            return
    # Still answering: leave any form or prompt, go to the dashboard.
    t.read_for(0.5)
    t.stream.clear()
    t.send(b"\x1b" * 4, settle=0.3)
    t.send(b"\x1b1", settle=0.5)
    t.send(b"1", settle=0.5)
    alive = os.waitpid(t.pid, os.WNOHANG) == (0, 0)
    if not alive:
        fail("key-bytes: plates ended while being brought back")
        return
    status = t.quit()
    if status != 0:
        fail(f"key-bytes: plates exited with {status} after q")
    print(f"key-bytes: {sent} random bytes in {iterations} writes, still answering: {alive}, exit after q: {status}", flush=True)


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--plates", default=".build/debug/plates")
    parser.add_argument("--iterations", type=int, default=500)
    parser.add_argument("--tui-iterations", type=int, default=100)
    parser.add_argument("--seed", type=int, default=7)
    parser.add_argument("part", nargs="?", default="all", choices=["all", "cli-kill", "tui-kill", "two-processes", "key-bytes"])
    args = parser.parse_args()
    plates = os.path.abspath(args.plates)
    rng = random.Random(args.seed)
    print(f"durability: {plates}, seed {args.seed}", flush=True)
    if args.part in ("all", "cli-kill"):
        cli_kill(plates, args.iterations, rng)
    if args.part in ("all", "tui-kill"):
        tui_kill(plates, args.tui_iterations, rng)
    if args.part in ("all", "two-processes"):
        two_processes(plates, max(50, args.iterations // 5), rng)
    if args.part in ("all", "key-bytes"):
        key_bytes(plates, args.iterations * 4, rng)
    if failures:
        print(f"durability: {len(failures)} failures")
        sys.exit(1)
    print("durability: no loss, no duplicate, no refusal, integrity ok")


if __name__ == "__main__":
    main()
