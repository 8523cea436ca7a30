#!/usr/bin/env bash
# Drives the real tangram-tui in tmux: open, scroll, resize, quit, and signals; checks the
# terminal comes back clean (alternate screen left, mouse reporting off).
# Usage: Tests/tmux/viewer-smoke.sh PATH/TO/tangram-tui
set -uo pipefail

binary=$(realpath "${1:?usage: viewer-smoke.sh PATH/TO/tangram-tui}")
root=$(cd "$(dirname "$0")/../.." && pwd)
page="$root/Examples/showcase.json"
socket="tangram-smoke-$$"
passed=0
failed=0

tm() { tmux -L "$socket" "$@"; }
cleanup() { tm kill-server >/dev/null 2>&1 || true; }
trap cleanup EXIT

pass() { passed=$((passed + 1)); echo "ok   $1"; }
fail() {
  failed=$((failed + 1))
  echo "FAIL $1"
  tm capture-pane -p -t smoke 2>/dev/null | sed 's/^/     | /'
}

# Waits up to 5 s for the pane to show a line matching the pattern.
screen_shows() {
  local pattern=$1
  for _ in $(seq 1 100); do
    tm capture-pane -p -t smoke | grep -q -- "$pattern" && return 0
    sleep 0.05
  done
  return 1
}

# Waits up to 5 s for the first row of the pane to match the pattern.
top_row_shows() {
  for _ in $(seq 1 100); do
    tm capture-pane -p -t smoke | head -n 1 | grep -q -- "$1" && return 0
    sleep 0.05
  done
  return 1
}

expect_screen() { if screen_shows "$2"; then pass "$1"; else fail "$1 (waited for '$2')"; fi; }
flag() { tm display-message -p -t smoke "#{$1}"; }
expect_flag() { local value; value=$(flag "$2"); if [ "$value" = "$3" ]; then pass "$1"; else fail "$1 ($2=$value, wanted $3)"; fi; }

start_viewer() {
  tm send-keys -t smoke "clear; TERM=xterm-256color $binary $page; echo EXIT=\$?" Enter
}

tm new-session -d -s smoke -x 100 -y 30 "env -i PATH=$PATH HOME=$HOME TERM=xterm-256color bash --norc --noprofile"
tm set-option -t smoke -g status off >/dev/null

# 1. Open, scroll, resize, quit.
start_viewer
expect_screen "opens the showcase" "tangram-tui showcase"
expect_flag "uses the alternate screen" alternate_on 1
expect_screen "status bar shows the file and position" "showcase.json.*row 1/"
tm send-keys -t smoke j j j
expect_screen "j scrolls one row each" "row 4/"
tm send-keys -t smoke G
expect_screen "G goes to the end" "100%"
tm send-keys -t smoke g
expect_screen "g goes back to the top" "row 1/"
tm resize-window -t smoke -x 60 -y 20
expect_screen "resize relayouts the page to 60 columns" "^ A Tangram page is a list of cards (layouts) holding items$"
tm send-keys -t smoke '?'
expect_screen "? opens the help overlay" "down one page"
tm send-keys -t smoke Escape
tm send-keys -t smoke q
expect_screen "q quits with status 0" "EXIT=0"
expect_flag "alternate screen is left after q" alternate_on 0
expect_flag "mouse reporting is off after q" mouse_any_flag 0
expect_flag "cursor is visible after q" cursor_flag 1

# 2. SIGTERM restores the terminal and exits 143.
tm resize-window -t smoke -x 100 -y 30
start_viewer
if screen_shows "tangram-tui showcase"; then
  shell_pid=$(flag pane_pid)
  viewer_pid=$(pgrep -P "$shell_pid" -f tangram-tui | head -n 1)
  kill -TERM "$viewer_pid"
  expect_screen "SIGTERM exits with status 143" "EXIT=143"
  expect_flag "alternate screen is left after SIGTERM" alternate_on 0
  expect_flag "mouse reporting is off after SIGTERM" mouse_any_flag 0
else
  fail "viewer did not start for the SIGTERM check"
fi

# 3. Ctrl-C quits like q.
start_viewer
if screen_shows "tangram-tui showcase"; then
  tm send-keys -t smoke C-c
  expect_screen "Ctrl-C quits" "EXIT=0"
  expect_flag "alternate screen is left after Ctrl-C" alternate_on 0
else
  fail "viewer did not start for the Ctrl-C check"
fi

# 4. A malformed page never takes the screen and says where the error is.
bad=$(mktemp --suffix=.json)
printf '[\n  {"type": 1,,}\n]\n' >"$bad"
tm send-keys -t smoke "clear; $binary $bad; echo EXIT=\$?" Enter
expect_screen "malformed JSON reports file:line:column" "$(basename "$bad"):2:14: expected a double-quoted object key"
expect_screen "malformed JSON exits 65" "EXIT=65"
expect_flag "malformed JSON leaves the normal screen alone" alternate_on 0
rm -f "$bad"

# 5. Pinned cards stay pinned while scrolling through a resize.
tm resize-window -t smoke -x 100 -y 30
start_viewer
if screen_shows "tangram-tui showcase"; then
  row_above_status() { tm capture-pane -p -t smoke | sed -n "$(( $(flag pane_height) - 1 ))p"; }
  if row_above_status | grep -q "container-fix bottom"; then pass "fix-bottom card sits on the row above the status bar"; else fail "fix-bottom card above the status bar"; fi
  tm send-keys -t smoke G
  expect_screen "G reaches the end under the pinned cards" "End of the showcase"
  tm resize-window -t smoke -x 70 -y 24
  if top_row_shows "^container-sticky: this title sticks"; then pass "after a resize the sticky title is pinned to the top row"; else fail "sticky title on the top row after resize"; fi
  if row_above_status | grep -q "container-fix bottom"; then pass "fix-bottom card stays above the status bar after resize"; else fail "fix-bottom card after resize"; fi
  tm send-keys -t smoke g
  expect_screen "g returns to the top with the sticky title back in the flow" "^ *tangram-tui showcase"
  tm send-keys -t smoke q
  expect_screen "quits after the resize" "EXIT=0"
else
  fail "viewer did not start for the pinned-card check"
fi

# 6. A real mouse click on an item with an action shows the click in the status bar; `e` shows
#    the event log, Enter an event's fields.
events_page=$(mktemp --suffix=.json)
cat >"$events_page" <<'JSON'
{"cards":[{"type":"container-twoColumn","id":"links","items":[
  {"type":"text","text":"plain text"},
  {"type":"text","text":"open the shop","action":"https://example.com/shop"}]}]}
JSON
tm resize-window -t smoke -x 80 -y 20
tm send-keys -t smoke "clear; TERM=xterm-256color $binary $events_page; echo EXIT=\$?" Enter
if screen_shows "open the shop"; then
  # SGR mouse report: press and release of the left button at column 50, row 1 (1-based).
  tm send-keys -t smoke -l $'\e[<0;50;1M'
  tm send-keys -t smoke -l $'\e[<0;50;1m'
  expect_screen "a mouse click posts click with the item's action" "click  text  #links/1  action=https://example.com/s"
  tm send-keys -t smoke e
  expect_screen "e opens the event log" "events ([0-9]*) · ↑↓ select"
  expect_screen "the log lists the click" "+0\.[0-9]*s  click  text  #links/1"
  tm send-keys -t smoke Enter
  expect_screen "Enter shows the event's fields" "params.action: https://example.com/shop"
  tm send-keys -t smoke Escape
  tm send-keys -t smoke Escape
  tm send-keys -t smoke q
  expect_screen "quits after using the log" "EXIT=0"
else
  fail "viewer did not start for the click check"
fi
rm -f "$events_page"

# 7. A slow loader (TANGRAM_LOADER_DELAY_MS) never blocks keys: the page scrolls while the card
#    shows its placeholder, and the items fill in later without moving the rows on screen.
slow_dir=$(mktemp -d)
{
  printf '{"cards":[{"type":"1","load":"slow","items":[]},{"type":"1","items":['
  for i in $(seq 0 59); do printf '%s{"type":"text","text":"row %d"}' "$([ "$i" -gt 0 ] && echo ,)" "$i"; done
  printf ']}]}\n'
} >"$slow_dir/page.json"
printf '[{"type":"text","text":"slow 0"},{"type":"text","text":"slow 1"},{"type":"text","text":"slow 2"}]\n' >"$slow_dir/slow.json"
tm resize-window -t smoke -x 80 -y 20
tm send-keys -t smoke "clear; TERM=xterm-256color TANGRAM_LOADER_DELAY_MS=2000 $binary $slow_dir/page.json; echo EXIT=\$?" Enter
if screen_shows "loading slow…"; then
  tm send-keys -t smoke j j j
  expect_screen "keys scroll while the load is pending" "row 4/.*61 items"
  expect_screen "the loaded items arrive later" "63 items"
  if top_row_shows "^row 2 *$"; then pass "the row at the top stays there when the card above fills in"; else fail "top row after the load"; fi
  tm send-keys -t smoke g
  expect_screen "the loaded items are above" "^slow 0"
  tm send-keys -t smoke q
  expect_screen "quits after the load" "EXIT=0"
else
  fail "viewer did not start for the slow-loader check"
fi
rm -rf "$slow_dir"

# 8. Standard output that is not a terminal points to --dump.
output=$("$binary" "$page" 2>&1 >/dev/null)
status=$?
if [ "$status" -eq 1 ] && grep -q -- "--dump" <<<"$output"; then pass "not a terminal: says so and points to --dump"; else fail "not a terminal (status $status: $output)"; fi

echo "tmux: $passed passed, $failed failed"
[ "$failed" -eq 0 ]
