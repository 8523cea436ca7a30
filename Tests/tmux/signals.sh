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
scratch=$(mktemp -d)
passed=0
failed=0

tm() { tmux -L "$socket" "$@"; }
cleanup() {
  tm kill-server >/dev/null 2>&1 || true
  rm -rf "$scratch"
}
trap cleanup EXIT

pass() { passed=$((passed + 1)); echo "ok   $1"; }
fail() {
  failed=$((failed + 1))
  echo "FAIL $1"
  tm capture-pane -p -t signals 2>/dev/null | sed 's/^/     | /'
}

# Polls (up to 10 s) until the command succeeds.
wait_for() {
  for _ in $(seq 1 200); do
    "$@" && return 0
    sleep 0.05
  done
  return 1
}

pane_shows() { tm capture-pane -p -t signals | grep -q -- "$1"; }
screen() { tm capture-pane -p -t signals; }
screen_is() { [ "$(screen)" = "$1" ]; }
flag() { tm display-message -p -t signals "#{$1}"; }
flag_is() { [ "$(flag "$1")" = "$2" ]; }

expect_screen() { if wait_for pane_shows "$2"; then pass "$1"; else fail "$1 (waited for '$2')"; fi; }
expect_flag() {
  if wait_for flag_is "$2" "$3"; then pass "$1"; else fail "$1 ($2=$(flag "$2"), wanted $3)"; fi
}
# The pane is back to the shell: normal screen, no mouse reporting, cursor shown.
expect_terminal_back() {
  expect_flag "$1: alternate screen left" alternate_on 0
  expect_flag "$1: mouse reporting off" mouse_any_flag 0
  expect_flag "$1: cursor visible" cursor_flag 1
}

viewer_pid() { pgrep -P "$(flag pane_pid)" -f "$binary" | head -n 1; }
viewer_running() { [ -n "$(viewer_pid)" ]; }

# Opens the viewer from a cleared shell; the shell notes the terminal modes before and after it.
# Returns 1 when the page does not show.
start_viewer() {
  tm send-keys -t signals \
    "clear; stty -g >$scratch/before; $binary $page; echo EXIT=\$?; stty -g | cmp -s - $scratch/before && echo MODES=same" Enter
  wait_for pane_shows "tangram-tui showcase" && wait_for flag_is alternate_on 1 && wait_for viewer_running
}

tm new-session -d -s signals -x 100 -y 30 \
  "env -i PATH=$PATH HOME=$HOME TERM=xterm-256color bash --norc --noprofile"
tm set-option -t signals -g status off >/dev/null
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
  tm send-keys -t signals j j
  expect_screen "two rows down before ^Z" "row 3/"
  before=$(screen)
  tm send-keys -t signals C-z
  expect_screen "^Z stops the viewer" "Stopped"
  expect_terminal_back "^Z"
  tm send-keys -t signals "clear; fg; echo FG=\$?" Enter
  expect_flag "fg: alternate screen again" alternate_on 1
  if wait_for screen_is "$before"; then pass "fg: the whole screen is drawn again"; else fail "fg: the screen differs from the one before ^Z"; fi
  expect_flag "fg: mouse reporting again" mouse_any_flag 1
  tm send-keys -t signals j
  expect_screen "fg: keys work again" "showcase.json.*row 4/"

  # 3. SIGTSTP from outside does the same.
  before=$(screen)
  kill -TSTP "$(viewer_pid)"
  expect_screen "SIGTSTP stops the viewer" "Stopped"
  expect_terminal_back "SIGTSTP"
  tm send-keys -t signals "clear; fg; echo FG=\$?" Enter
  expect_flag "fg after SIGTSTP: alternate screen again" alternate_on 1
  if wait_for screen_is "$before"; then pass "fg after SIGTSTP: the whole screen is drawn again"; else fail "fg after SIGTSTP: the screen differs from the one before"; fi
  tm send-keys -t signals q
  expect_screen "q after fg quits with status 0" "FG=0"
  expect_terminal_back "q after fg"
else
  fail "^Z: the viewer did not start"
fi

echo "tmux signals: $passed passed, $failed failed"
[ "$failed" -eq 0 ]
