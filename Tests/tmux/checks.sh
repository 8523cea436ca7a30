# Shared by the tmux scripts (sourced, not run): a private tmux server, conditions on the pane,
# and checks that wait for them. Every check polls its condition until it holds or
# TMUX_WAIT_SECONDS (default 20) have passed, then prints what the pane showed; nothing sleeps a
# fixed time, so a slow or loaded machine makes a run slower, never wrong.
#
# The sourcing script sets `socket` (the tmux server's name) and `session` (the session the
# checks look at) first, opens the session with `open_shell`, and ends with `finish "name"`.
# `work` is a scratch folder; it and the tmux server go away when the script exits.

wait_seconds=${TMUX_WAIT_SECONDS:-20}
passed=0
failed=0
work=$(mktemp -d)

tm() { tmux -L "$socket" "$@"; }
cleanup() {
  tm kill-server >/dev/null 2>&1 || true
  rm -rf "$work"
}
trap cleanup EXIT

# Opens the session, WIDTH x HEIGHT, on a clean bash with no status line.
open_shell() {
  tm new-session -d -s "$session" -x "$1" -y "$2" \
    "env -i PATH=$PATH HOME=$HOME TERM=xterm-256color bash --norc --noprofile"
  tm set-option -t "$session" -g status off >/dev/null
}

# Resizes the window to WIDTH x HEIGHT and waits until the pane's terminal has that size. tmux
# applies a pane's new size to its terminal later, on a timer: a program started (or a screen
# read) before then sees the old size, and on a loaded machine a click aimed at the new screen
# could land on a viewer still drawn at an older, smaller one.
resize_pane() {
  tm resize-window -t "$session" -x "$1" -y "$2"
  if ! wait_for pty_size_is "$2 $1"; then
    fail "the pane's terminal did not become $1x$2 (it is $(pty_size))"
  fi
}
pty_size() { stty -F "$(flag pane_tty)" size 2>/dev/null; }
pty_size_is() { [ "$(pty_size)" = "$1" ]; }

# The viewer's process, a child of the pane's shell.
viewer_pid() { pgrep -P "$(flag pane_pid)" -f tangram-tui | head -n 1; }
viewer_running() { [ -n "$(viewer_pid)" ]; }
pane() { tm capture-pane -p -t "$session"; }
flag() { tm display-message -p -t "$session" "#{$1}"; }

# Conditions on the pane (each answers at once; `check` and `wait_for` poll them).
pane_has() { pane | grep -q -- "$1"; }
pane_lacks() { ! pane_has "$1"; }
pane_is() { [ "$(pane)" = "$1" ]; }
top_row_is() { pane | head -n 1 | grep -q -- "$1"; }
row_above_status_is() { pane | sed -n "$(( $(flag pane_height) - 1 ))p" | grep -q -- "$1"; }
flag_is() { [ "$(flag "$1")" = "$2" ]; }
pane_equals() { diff -q <(pane | sed 's/ *$//') "$1" >/dev/null; }

# Runs a condition until it holds or the wait runs out.
wait_for() {
  local deadline=$((SECONDS + wait_seconds))
  while :; do
    "$@" && return 0
    [ "$SECONDS" -ge "$deadline" ] && return 1
    sleep 0.05
  done
}

pass() { passed=$((passed + 1)); echo "ok   $1"; }
fail() {
  failed=$((failed + 1))
  echo "FAIL $1"
  pane 2>/dev/null | sed 's/^/     | /'
}

# check NAME CONDITION ARGS...: waits for the condition, then passes or fails showing the pane
# (and, for pane_equals, the difference).
check() {
  local name=$1
  shift
  if wait_for "$@"; then
    pass "$name"
  else
    fail "$name (waited ${wait_seconds}s for: $*)"
    if [ "$1" = pane_equals ]; then diff <(pane | sed 's/ *$//') "$2" | sed 's/^/     diff /'; fi
  fi
}

# The alternate screen left, mouse reporting off and the cursor visible.
check_terminal_back() {
  check "$1: alternate screen left" flag_is alternate_on 0
  check "$1: mouse reporting off" flag_is mouse_any_flag 0
  check "$1: cursor visible" flag_is cursor_flag 1
}

# Prints the count line and returns whether every check passed.
finish() {
  echo "$1: $passed passed, $failed failed"
  [ "$failed" -eq 0 ]
}
