#!/usr/bin/env bash
# Sends signals to the real tangram-tui in tmux and checks that each one gives the terminal back:
# the exit status the signal calls for, the alternate screen left, mouse reporting off, the cursor
# visible and the terminal modes as they were. Then ^Z and SIGTSTP: the shell gets the terminal,
# and `fg` brings the viewer back with the whole page redrawn.
# Usage: Tests/tmux/signals.sh PATH/TO/tangram-tui
set -uo pipefail

binary=$(realpath "${1:?usage: signals.sh PATH/TO/tangram-tui}")
root=$(cd "$(dirname "$0")/../.." && pwd)
page="$root/Examples/showcase.json"
socket="tangram-signals-$$"
session=signals
# shellcheck source=checks.sh
source "$(dirname "$0")/checks.sh"

expect_screen() { check "$1" pane_has "$2"; }
expect_flag() { check "$1" flag_is "$2" "$3"; }
expect_terminal_back() { check_terminal_back "$1"; }

# The status bar no longer says the page is being read (no "reading N%", no "≥" counts).
page_read() { pane | tail -n 1 | grep -q " items *$" && ! pane | tail -n 1 | grep -q "reading\|≥"; }

# expect_redrawn NAME BEFORE: the pane comes back exactly as BEFORE; on failure shows the difference.
expect_redrawn() {
  if wait_for pane_is "$2"; then
    pass "$1"
  else
    fail "$1: the screen differs from the one before"
    diff <(echo "$2") <(pane) | sed 's/^/     diff /'
  fi
}

# Opens the viewer from a cleared shell; the shell notes the terminal modes before and after it.
# A first argument runs in the shell before it (a trap). Returns 1 when the page does not show.
start_viewer() {
  tm send-keys -t signals \
    "clear; ${1:-} stty -g >$work/before; $binary $page; echo EXIT=\$?; stty -g | cmp -s - $work/before && echo MODES=same" Enter
  wait_for pane_has "tangram-tui showcase" && wait_for flag_is alternate_on 1 && wait_for viewer_running
}

open_shell 100 30
# No core files from SIGQUIT.
tm send-keys -t signals "ulimit -c 0" Enter

# 1. Each signal whose default action ends the program restores the terminal first.
for name in QUIT USR1 PIPE ALRM HUP TERM INT; do
  number=$(kill -l "$name")
  if ! start_viewer; then
    fail "SIG$name: the viewer did not start"
    continue
  fi
  kill "-$name" "$(viewer_pid)"
  expect_screen "SIG$name: exit status $((128 + number))" "EXIT=$((128 + number))"
  expect_terminal_back "SIG$name"
  expect_screen "SIG$name: terminal modes as before" "MODES=same"
done

# 2. ^Z gives the terminal to the shell; fg brings the viewer back with the whole page drawn.
if start_viewer; then
  # The screen to compare with is taken once the whole page is read, so that it cannot change.
  check "the whole page read before ^Z" page_read
  tm send-keys -t signals j j
  expect_screen "two rows down before ^Z" "row 3/"
  before=$(pane)
  tm send-keys -t signals C-z
  expect_screen "^Z stops the viewer" "Stopped"
  expect_terminal_back "^Z"
  tm send-keys -t signals "clear; fg; echo FG=\$?" Enter
  expect_flag "fg: alternate screen again" alternate_on 1
  expect_redrawn "fg: the whole screen is drawn again" "$before"
  expect_flag "fg: mouse reporting again" mouse_any_flag 1
  tm send-keys -t signals j
  expect_screen "fg: keys work again" "showcase.json.*row 4/"

  # 3. SIGTSTP from outside does the same.
  before=$(pane)
  kill -TSTP "$(viewer_pid)"
  expect_screen "SIGTSTP stops the viewer" "Stopped"
  expect_terminal_back "SIGTSTP"
  tm send-keys -t signals "clear; fg; echo FG=\$?" Enter
  expect_flag "fg after SIGTSTP: alternate screen again" alternate_on 1
  expect_redrawn "fg after SIGTSTP: the whole screen is drawn again" "$before"
  tm send-keys -t signals q
  expect_screen "q after fg quits with status 0" "FG=0"
  expect_terminal_back "q after fg"
else
  fail "^Z: the viewer did not start"
fi

# 4. A signal ignored when the viewer started stays ignored, as under nohup: SIGHUP leaves it
#    running, and q still quits with the terminal given back.
if start_viewer "trap '' HUP;"; then
  kill -HUP "$(viewer_pid)"
  tm send-keys -t signals j
  expect_screen "an ignored SIGHUP leaves the viewer running" "showcase.json.*row 2/"
  tm send-keys -t signals q
  expect_screen "q after an ignored SIGHUP quits with status 0" "EXIT=0"
  expect_terminal_back "q after an ignored SIGHUP"
else
  fail "ignored SIGHUP: the viewer did not start"
fi

finish "tmux signals"
