#!/usr/bin/env bash
# Drives the real tangram-tui in tmux on a page that is slow to arrive (a FIFO nobody writes to
# yet): the viewer says it is reading, and q, Ctrl-C, SIGINT and SIGTERM end the wait, restoring
# the terminal; a page that arrives later is shown. Every check waits on what the pane shows.
# Usage: Tests/tmux/slow-start.sh PATH/TO/tangram-tui
set -uo pipefail

binary=$(realpath "${1:?usage: slow-start.sh PATH/TO/tangram-tui}")
root=$(cd "$(dirname "$0")/../.." && pwd)
socket="tangram-slow-start-$$"
session=slow
# shellcheck source=checks.sh
source "$(dirname "$0")/checks.sh"
fifo="$work/slow.json"
mkfifo "$fifo"

expect_screen() { check "$1" pane_has "$2"; }
expect_flag() { check "$1" flag_is "$2" "$3"; }

start_viewer() {
  tm send-keys -t slow "clear; TERM=xterm-256color $binary $fifo; echo EXIT=\$?" Enter
}

open_shell 80 20

# 1. q while the page is still being read.
start_viewer
if wait_for pane_has "reading slow.json…  q quit"; then
  pass "a page still being read shows 'reading slow.json…'"
  expect_flag "the status is on the alternate screen" alternate_on 1
  tm send-keys -t slow q
  expect_screen "q while reading quits with status 0" "EXIT=0"
  check_terminal_back "q while reading"
else
  fail "no reading status for a page that does not arrive"
fi

# 2. Ctrl-C while reading quits like q.
start_viewer
if wait_for pane_has "reading slow.json…"; then
  tm send-keys -t slow C-c
  expect_screen "Ctrl-C while reading quits with status 0" "EXIT=0"
  expect_flag "alternate screen is left after Ctrl-C" alternate_on 0
else
  fail "viewer did not start for the Ctrl-C check"
fi

# 3. SIGINT and SIGTERM while reading restore the terminal and exit 130 and 143.
for signal in INT:130 TERM:143; do
  name=${signal%%:*}
  status=${signal##*:}
  start_viewer
  if wait_for pane_has "reading slow.json…"; then
    kill "-$name" "$(viewer_pid)"
    expect_screen "SIG$name while reading exits with status $status" "EXIT=$status"
    expect_flag "alternate screen is left after SIG$name" alternate_on 0
    expect_flag "mouse reporting is off after SIG$name" mouse_any_flag 0
  else
    fail "viewer did not start for the SIG$name check"
  fi
done

# 4. A signal before the terminal is taken over (ncurses has made its screen, echo is off, and
#    the page has not come yet) puts the modes back and writes nothing. Run under script(1),
#    whose typescript holds every byte the viewer wrote; the signal goes as soon as echo is off,
#    well before the 100 ms after which the viewer takes the terminal to say it is reading.
if command -v script >/dev/null; then
  typescript="$work/early-signal.typescript"
  script -qfc "sh -c 'TERM=xterm-256color $binary $fifo & pid=\$!
    tries=0; while [ \$tries -lt 2000 ] && stty -a </dev/tty | grep -q \" echo \"; do sleep 0.002; tries=\$((tries + 1)); done
    kill -TERM \$pid; wait \$pid; echo EXIT=\$?
    stty -a </dev/tty | grep -q \" echo \" && echo ECHO-BACK'" "$typescript" >/dev/null 2>&1
  written=$(sed '1d;$d' "$typescript")
  if grep -q "EXIT=143" <<<"$written"; then pass "SIGTERM before the terminal is taken exits 143"; else fail "SIGTERM before the terminal is taken: $written"; fi
  if grep -q "ECHO-BACK" <<<"$written"; then pass "SIGTERM before the terminal is taken puts echo back"; else fail "echo stays off after an early SIGTERM"; fi
  if grep -q "reading slow.json" <<<"$written"; then
    # A machine slow enough that the signal came after the viewer took the terminal to say it
    # is reading: that case is section 3's.
    echo "skipped: the early SIGTERM came after the terminal was taken"
  elif grep -q $'\e' <<<"$written"; then
    fail "an early SIGTERM wrote escape sequences: $(cat -v <<<"$written")"
  else
    pass "an early SIGTERM writes nothing"
  fi
else
  echo "skipped: script(1) is not installed"
fi

# 5. A page that arrives late is laid out and shown.
start_viewer
if wait_for pane_has "reading slow.json…"; then
  cat "$root/Examples/showcase.json" >"$fifo"
  expect_screen "the page shows once it arrives" "slow.json.*row 1/"
  tm send-keys -t slow q
  expect_screen "quits after the late page" "EXIT=0"
else
  fail "viewer did not start for the late-page check"
fi

finish "tmux slow start"
