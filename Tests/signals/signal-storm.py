#!/usr/bin/env python3
"""Signals that end the viewer, delivered while it allocates hard, never hang it.

Starts the real tangram-tui on a pseudo-terminal RUNS times (default 1000). Each time, once the
first frame is drawn, the terminal is resized every millisecond or so (each resize lays the page
out again: the viewer allocates without pause), and after a random moment SIGHUP, SIGTERM or
SIGINT arrives. The viewer must end within a second with 128 + the signal, its last bytes those
that give the terminal back (they leave the alternate screen). A handler that allocated, or took
a lock the interrupted code held, would hang here.

Also: a viewer whose terminal goes away (the pseudo-terminal closed, reads end with EIO) ends
within a second.

Usage: signal-storm.py PATH/TO/tangram-tui [RUNS]
"""
import fcntl
import os
import pty
import random
import select
import signal
import struct
import sys
import tempfile
import termios
import time

LEAVE_ALTERNATE_SCREEN = b"\x1b[?1049l"


def write_page(folder):
    """A page of a few thousand items: every resize lays all of them out again."""
    path = os.path.join(folder, "storm.json")
    items = ",".join('{"type":"text","text":"row %d %s"}' % (i, "word " * (i % 9)) for i in range(3000))
    with open(path, "w") as page:
        page.write('{"cards":[{"type":"container-oneColumn","items":[%s]}]}' % items)
    return path


def set_size(fd, columns, rows):
    fcntl.ioctl(fd, termios.TIOCSWINSZ, struct.pack("HHHH", rows, columns, 0, 0))


def spawn(binary, page, ignoring_hangup=False, watching=False):
    pid, fd = pty.fork()
    if pid == 0:
        os.environ["TERM"] = "xterm-256color"
        # The viewer keeps a signal ignored that was ignored when it started (a background job of
        # a shell without job control starts with SIGINT and SIGQUIT ignored, and `make test`
        # may run as one): each run starts with the signals it sends at their default action.
        for sig in (signal.SIGHUP, signal.SIGINT, signal.SIGTERM):
            signal.signal(sig, signal.SIG_DFL)
        if ignoring_hangup:
            # As under nohup: an ignored signal stays ignored across exec.
            signal.signal(signal.SIGHUP, signal.SIG_IGN)
        os.execv(binary, [binary] + ([] if watching else ["--no-watch"]) + [page])
    set_size(fd, 100, 30)
    return pid, fd


def read_until(fd, marker, seconds):
    """Reads the terminal until `marker` shows or the time is up; returns everything read."""
    seen = b""
    deadline = time.monotonic() + seconds
    while marker not in seen:
        left = deadline - time.monotonic()
        if left <= 0:
            break
        ready, _, _ = select.select([fd], [], [], left)
        if not ready:
            continue
        try:
            chunk = os.read(fd, 65536)
        except OSError:
            break
        if not chunk:
            break
        seen += chunk
    return seen


def wait_exit(pid, seconds):
    """The wait status once the process ends, or None when it is still running after `seconds`."""
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        done, status = os.waitpid(pid, os.WNOHANG)
        if done:
            return status
        time.sleep(0.002)
    return None


def drain(fd):
    seen = b""
    while True:
        ready, _, _ = select.select([fd], [], [], 0)
        if not ready:
            return seen
        try:
            chunk = os.read(fd, 65536)
        except OSError:
            return seen
        if not chunk:
            return seen
        seen += chunk


def storm(binary, page, runs):
    failures = []
    signals = [signal.SIGHUP, signal.SIGTERM, signal.SIGINT]
    for run in range(runs):
        pid, fd = spawn(binary, page)
        if b"row 1/" not in read_until(fd, b"row 1/", 10):
            os.kill(pid, signal.SIGKILL)
            os.waitpid(pid, 0)
            os.close(fd)
            failures.append("run %d: no first frame" % run)
            continue
        sig = random.choice(signals)
        deadline = time.monotonic() + random.uniform(0.0, 0.05)
        size = 0
        while time.monotonic() < deadline:
            size += 1
            set_size(fd, 40 + size % 90, 10 + size % 40)
            os.kill(pid, signal.SIGWINCH)
            drain(fd)
        os.kill(pid, sig)
        status = wait_exit(pid, 1.0)
        tail = drain(fd)
        if status is None:
            os.kill(pid, signal.SIGKILL)
            os.waitpid(pid, 0)
            failures.append("run %d: %s did not end the viewer within a second (hung)" % (run, sig.name))
        elif not os.WIFEXITED(status) or os.WEXITSTATUS(status) != 128 + sig:
            failures.append("run %d: %s ended it with status %r" % (run, sig.name, status))
        elif LEAVE_ALTERNATE_SCREEN not in tail:
            failures.append("run %d: %s ended it without leaving the alternate screen" % (run, sig.name))
        os.close(fd)
    return failures


def terminal_goes_away(binary, page, ignoring_hangup, watching=False):
    """The pseudo-terminal is closed under a running viewer: it ends within a second, by the
    SIGHUP that comes with it, or (that signal ignored) by its reads ending; also while it
    watches its page's file between reads."""
    pid, fd = spawn(binary, page, ignoring_hangup, watching)
    read_until(fd, b"row 1/", 10)
    os.close(fd)
    status = wait_exit(pid, 1.0)
    how = ("with SIGHUP ignored" if ignoring_hangup else "with SIGHUP") + (", watching" if watching else "")
    if status is None:
        os.kill(pid, signal.SIGKILL)
        os.waitpid(pid, 0)
        return ["the viewer did not end within a second of its terminal going away (%s)" % how]
    return []


def main():
    binary = os.path.realpath(sys.argv[1])
    runs = int(sys.argv[2]) if len(sys.argv) > 2 else 1000
    with tempfile.TemporaryDirectory() as folder:
        page = write_page(folder)
        started = time.monotonic()
        failures = storm(binary, page, runs)
        turning = os.path.join(folder, "turning.json")
        with open(turning, "w") as banner:
            # A pager that turns every 100 ms: the viewer waits for input with a timeout.
            banner.write('{"cards":[{"type":"container-banner","style":{"autoScroll":100},"items":['
                         '{"type":"text","text":"one"},{"type":"text","text":"two"}]},'
                         '{"type":"container-oneColumn","items":[{"type":"text","text":"row 1/"}]}]}')
        for shown in (page, turning):
            failures += terminal_goes_away(binary, shown, ignoring_hangup=False)
            failures += terminal_goes_away(binary, shown, ignoring_hangup=True)
            failures += terminal_goes_away(binary, shown, ignoring_hangup=True, watching=True)
    for failure in failures:
        print("FAIL " + failure)
    checks = runs + 6
    print("signal storm: %d runs in %.0f s" % (runs, time.monotonic() - started))
    print("signal storm: %d passed, %d failed" % (checks - len(failures), len(failures)))
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
