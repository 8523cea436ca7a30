#!/usr/bin/env bash
# Drives the real tangram-tui in tmux: open, scroll, resize, quit, and signals; checks the
# terminal comes back clean (alternate screen left, mouse reporting off).
#
# Every check waits for a condition: it polls the pane until the expected screen, row or flag is
# there or TMUX_WAIT_SECONDS (default 20) have passed, then prints what it saw. Nothing sleeps a
# fixed time, so a slow or loaded machine makes the run slower, never wrong. Where the whole screen
# is known, the check compares the pane with what `--dump --keys` prints for the same keys: the real
# terminal must show exactly what the headless path computes, and a stale screen cannot pass.
# Usage: Tests/tmux/viewer-smoke.sh PATH/TO/tangram-tui
set -uo pipefail

binary=$(realpath "${1:?usage: viewer-smoke.sh PATH/TO/tangram-tui}")
root=$(cd "$(dirname "$0")/../.." && pwd)
page="$root/Examples/showcase.json"
socket="tangram-smoke-$$"
session=smoke
# shellcheck source=checks.sh
source "$(dirname "$0")/checks.sh"

# expect_dump NAME PAGE WIDTH HEIGHT KEYS: the pane shows exactly what `--dump` prints for the
# page opened at WIDTH x HEIGHT after KEYS (which may contain resize:WxH).
expect_dump() {
  local name=$1 dump_page=$2 width=$3 height=$4 keys=$5
  local expected="$work/expected-$passed-$failed.txt"
  "$binary" --dump --width "$width" --height "$height" --keys "$keys" "$dump_page" | sed 's/ *$//' >"$expected"
  check "$name" pane_equals "$expected"
}

# After `clear; tangram-tui …; echo EXIT=$?`: the exit status and the next prompt, nothing else.
shows_only_exit_and_prompt() { [ "$(pane | grep -c .)" -eq 2 ] && pane | head -n 1 | grep -q "^EXIT="; }
clipboard_is() { [ "$(tm show-buffer 2>/dev/null)" = "$1" ]; }
status_bar_on_row() { pane | sed -n "$1p" | grep -q -- "showcase.json.*row "; }

start_viewer() {
  tm send-keys -t smoke "clear; TERM=xterm-256color $binary ${1:-$page}; echo EXIT=\$?" Enter
}

open_shell 100 30
# 1. Open, scroll, resize, quit.
start_viewer
check "opens the showcase" pane_has "tangram-tui showcase"
check "uses the alternate screen" flag_is alternate_on 1
check "hides the cursor" flag_is cursor_flag 0
check "status bar shows the file and position" pane_has "showcase.json.*row 1/"
tm send-keys -t smoke j j j
check "j scrolls one row each" pane_has "row 4/"
tm send-keys -t smoke G
check "G goes to the end" pane_has "100%"
tm send-keys -t smoke g
check "g goes back to the top" pane_has "row 1/"
resize_pane 60 20
check "resize relayouts the page to 60 columns" pane_has "^ A Tangram page is a list of cards (layouts) holding items$"
tm send-keys -t smoke '?'
check "? opens the help overlay" pane_has "down one page"
# Each key waits for the previous one's screen: an Escape followed at once by a key reads as Alt+key.
tm send-keys -t smoke Escape
check "Esc closes the help overlay" pane_lacks "down one page"
# Grown while on the alternate screen, the screen the viewer leaves must not bleed into the
# normal one (tmux keeps rows of a grown alternate screen that are not blank on leaving it).
resize_pane 120 40
check "growing redraws the page with the status bar on the new last row" status_bar_on_row 40
tm send-keys -t smoke q
check "q quits with status 0" pane_has "EXIT=0"
check "the normal screen keeps none of the viewer after it grew" shows_only_exit_and_prompt
check "alternate screen is left after q" flag_is alternate_on 0
check "mouse reporting is off after q" flag_is mouse_any_flag 0
check "cursor is visible after q" flag_is cursor_flag 1

# 2. SIGTERM restores the terminal and exits 143.
resize_pane 100 30
start_viewer
if wait_for pane_has "tangram-tui showcase"; then
  kill -TERM "$(viewer_pid)"
  check "SIGTERM exits with status 143" pane_has "EXIT=143"
  check "alternate screen is left after SIGTERM" flag_is alternate_on 0
  check "mouse reporting is off after SIGTERM" flag_is mouse_any_flag 0
else
  fail "viewer did not start for the SIGTERM check"
fi

# 3. Ctrl-C quits like q.
start_viewer
if wait_for pane_has "tangram-tui showcase"; then
  tm send-keys -t smoke C-c
  check "Ctrl-C quits" pane_has "EXIT=0"
  check "alternate screen is left after Ctrl-C" flag_is alternate_on 0
else
  fail "viewer did not start for the Ctrl-C check"
fi

# 4. A malformed page never takes the screen and says where the error is.
bad="$work/bad.json"
printf '[\n  {"type": 1,,}\n]\n' >"$bad"
tm send-keys -t smoke "clear; stty -g >$work/modes-before; $binary $bad; echo EXIT=\$?; stty -g >$work/modes-after" Enter
check "malformed JSON reports file:line:column" pane_has "bad.json:2:14: expected a double-quoted object key"
check "malformed JSON exits 65" pane_has "EXIT=65"
check "malformed JSON leaves the normal screen alone" flag_is alternate_on 0
# ncurses reads the terminfo entry while the page is read; given up, it leaves the modes as they were.
check "malformed JSON leaves the terminal's modes as they were" cmp -s "$work/modes-before" "$work/modes-after"

# 5. Pinned cards stay pinned while scrolling and through a resize. The sticky page has no timers
#    or loads, so each whole screen is known: the pane must equal the headless dump.
sticky="$root/Examples/sticky.json"
resize_pane 100 30
start_viewer "$sticky"
expect_dump "sticky page opens as --dump draws it" "$sticky" 100 30 ""
check "sticky end card sits on the row above the status bar" row_above_status_is "^sticky end (type 22)"
tm send-keys -t smoke G
expect_dump "G reaches the end with both sticky cards stacked on top" "$sticky" 100 30 "G"
check "the first sticky card is on the top row at the end" top_row_is "^sticky start: I stay on the top row"
resize_pane 70 24
expect_dump "after a resize the screen is the one --dump draws" "$sticky" 100 30 "G resize:70x24"
check "after a resize the sticky title is still pinned to the top row" top_row_is "^sticky start: I stay on the top row"
check "the sticky end card stays above the status bar after the resize" row_above_status_is "^into view"
tm send-keys -t smoke g
expect_dump "g returns to the top with the sticky cards back in the flow" "$sticky" 100 30 "G resize:70x24 g"
tm send-keys -t smoke q
check "quits after the resize" pane_has "EXIT=0"

resize_pane 100 30
start_viewer
if wait_for pane_has "tangram-tui showcase"; then
  check "fix-bottom card sits on the row above the status bar" row_above_status_is "container-fix bottom"
  tm send-keys -t smoke G
  check "G reaches the end of the showcase under the pinned cards" pane_has "End of the showcase"
  check "fix-bottom card stays above the status bar at the end" row_above_status_is "container-fix bottom"
  tm send-keys -t smoke q
  check "quits the showcase" pane_has "EXIT=0"
else
  fail "viewer did not start for the fix-bottom check"
fi

# 6. A real mouse click on an item with an action shows the click in the status bar; `e` shows
#    the event log, Enter an event's fields.
events_page="$work/events.json"
cat >"$events_page" <<'JSON'
{"cards":[{"type":"container-twoColumn","id":"links","items":[
  {"type":"text","text":"plain text"},
  {"type":"text","text":"open the shop","action":"https://example.com/shop"}]}]}
JSON
resize_pane 80 20
# A click is an escape sequence: a loaded machine can hold its bytes after the ESC longer than
# ncurses' 25 ms for telling a sequence from the Esc key, which then reads them as keys. That wait
# is not what these check, so it is made long for the click checks.
tm send-keys -t smoke "export ESCDELAY=1000" Enter
start_viewer "$events_page"
if wait_for pane_has "open the shop"; then
  # SGR mouse report: press and release of the left button at column 50, row 1 (1-based).
  tm send-keys -t smoke -l $'\e[<0;50;1M'
  tm send-keys -t smoke -l $'\e[<0;50;1m'
  check "a mouse click posts click with the item's action" pane_has "click  text  #links/1  action=https://example.com/s"
  tm send-keys -t smoke e
  check "e opens the event log" pane_has "events ([0-9]*) · ↑↓ select"
  check "the log lists the click" pane_has "+0\.[0-9]*s  click  text  #links/1"
  tm send-keys -t smoke Enter
  check "Enter shows the event's fields" pane_has "params.action: https://example.com/shop"
  tm send-keys -t smoke Escape
  check "Esc closes the event's fields" pane_lacks "params.action: https://example.com/shop"
  tm send-keys -t smoke Escape
  check "Esc closes the event log" pane_lacks "events ([0-9]*) · ↑↓ select"
  tm send-keys -t smoke q
  check "quits after using the log" pane_has "EXIT=0"
else
  fail "viewer did not start for the click check"
fi

# 6b. A click beyond column 80 and row 24 reaches the viewer too: ncurses' own screen is the size
#     of the terminfo entry (80x24), not the terminal's, and must not drop it. Its press and
#     release arrive in one write, as a loaded machine or a remote link delivers a quick click:
#     ncurses reads them as one run of reports, and the press must not be lost.
far_page="$work/far.json"
{
  printf '{"cards":[{"type":"container-oneColumn","items":['
  for i in $(seq 0 29); do printf '%s{"type":"text","text":"line %d"}' "$([ "$i" -gt 0 ] && echo ,)" "$i"; done
  printf ']},{"type":"container-twoColumn","id":"far","items":[{"type":"text","text":"left"},'
  printf '{"type":"text","text":"the far corner","action":"https://example.com/far"}]}]}\n'
} >"$far_page"
resize_pane 170 40
start_viewer "$far_page"
if wait_for pane_has "the far corner"; then
  # 1-based row and column of the item's text.
  far_row=$(pane | grep -n "the far corner" | head -n 1 | cut -d: -f1)
  far_column=$(( $(pane | sed -n "${far_row}p" | sed 's/the far corner.*//' | tr -d '\n' | wc -m) + 1 ))
  if [ "$far_row" -gt 24 ] && [ "$far_column" -gt 80 ]; then
    tm send-keys -t smoke -l $'\e[<0;'"$far_column;$far_row"'M'$'\e[<0;'"$far_column;$far_row"'m'
    check "a click at column $far_column, row $far_row, press and release in one write, posts click" \
      pane_has "click  text  #far/1  action=https://example.com/far"
  else
    fail "the far item is at column $far_column, row $far_row: not beyond 80x24"
  fi
  tm send-keys -t smoke q
  check "quits after the far click" pane_has "EXIT=0"
else
  fail "viewer did not start for the far click check"
fi
tm send-keys -t smoke "unset ESCDELAY" Enter

# 7. A slow loader (TANGRAM_LOADER_DELAY_MS) never blocks keys: the page scrolls while the card
#    shows its placeholder, and the items fill in later without moving the rows on screen. The
#    delay is long enough for a loaded machine to read three keys before the load arrives.
slow_dir="$work/slow"
mkdir -p "$slow_dir"
{
  printf '{"cards":[{"type":"1","load":"slow","items":[]},{"type":"1","items":['
  for i in $(seq 0 59); do printf '%s{"type":"text","text":"row %d"}' "$([ "$i" -gt 0 ] && echo ,)" "$i"; done
  printf ']}]}\n'
} >"$slow_dir/page.json"
printf '[{"type":"text","text":"slow 0"},{"type":"text","text":"slow 1"},{"type":"text","text":"slow 2"}]\n' >"$slow_dir/slow.json"
resize_pane 80 20
tm send-keys -t smoke "clear; TERM=xterm-256color TANGRAM_LOADER_DELAY_MS=5000 $binary $slow_dir/page.json; echo EXIT=\$?" Enter
if wait_for pane_has "loading slow…"; then
  tm send-keys -t smoke j j j
  check "keys scroll while the load is pending" pane_has "row 4/.*61 items"
  check "the loaded items arrive later" pane_has "63 items"
  check "the row at the top stays there when the card above fills in" top_row_is "^row 2 *$"
  tm send-keys -t smoke g
  check "the loaded items are above" pane_has "^slow 0"
  tm send-keys -t smoke q
  check "quits after the load" pane_has "EXIT=0"
else
  fail "viewer did not start for the slow-loader check"
fi

# 7b. A page read from a pipe (`-`): the keys still come from the terminal.
tm send-keys -t smoke "clear; cat $page | TERM=xterm-256color $binary -; echo EXIT=\$?" Enter
if wait_for pane_has "<stdin>.*row 1/"; then
  tm send-keys -t smoke j j
  check "a page from a pipe scrolls with keys from the terminal" pane_has "<stdin>.*row 3/"
  tm send-keys -t smoke q
  check "a page from a pipe: q quits" pane_has "EXIT=0"
else
  fail "viewer did not start on a page from a pipe"
fi

# 7c. A page typed on the terminal (`-`, ended by ^D) is read whole before the viewer takes the
#     terminal over: what is typed is the page, not keys.
tm send-keys -t smoke "clear; TERM=xterm-256color $binary -; echo EXIT=\$?" Enter
tm send-keys -t smoke '{"cards":[{"type":"1","items":[{"type":"text","text":"typed by hand"}]}]}' Enter C-d
check "a page typed on the terminal is shown once ended" pane_has "<stdin>.*row 1/1 .*1 item"
check "the typed page's item is there" pane_has "^typed by hand"
tm send-keys -t smoke q
check "a typed page: q quits" pane_has "EXIT=0"

# 8. --no-alt-screen: the last frame stays on the normal screen, as with less -X, and the shell's
# prompt comes on the status bar's row, cleared. A terminal without an alternate screen (vt100 has
# no smcup) is left the same way.
check_left_on_normal_screen() {
  local label=$1 command=$2
  tm send-keys -t smoke "clear; $command; echo EXIT=\$?" Enter
  if wait_for pane_has "showcase.json.*row 1/"; then
    check "$label draws on the normal screen" flag_is alternate_on 0
    tm send-keys -t smoke j j j
    check "$label: j scrolls" pane_has "row 4/"
    tm send-keys -t smoke q
    check "$label: the page stays after q" pane_has "? lists every key."
    check "$label: the status bar is cleared for the prompt" pane_has "^EXIT=0"
    check "$label: no status bar left" pane_lacks "row 4/"
  else
    fail "viewer did not start ($label)"
  fi
}
check_left_on_normal_screen "--no-alt-screen" "$binary --no-alt-screen --no-watch $page"
check_left_on_normal_screen "vt100" "TERM=vt100 $binary --no-watch $page"

# 9. Text typed in a non-Latin script reaches the viewer whole, with no locale variables set (the
# viewer falls back to C.UTF-8): 日本語 typed at the search prompt finds the CJK line, exactly as
# --dump finds it.
tm send-keys -t smoke "clear; env -u LANG -u LC_ALL -u LC_CTYPE TERM=xterm-256color $binary --no-watch $page; echo EXIT=\$?" Enter
if wait_for pane_has "showcase.json.*row 1/"; then
  tm send-keys -t smoke /
  tm send-keys -t smoke -l "日本語"
  tm send-keys -t smoke Enter
  expect_dump "typed CJK text is searched for, with no locale variables" "$page" "$(flag pane_width)" \
    "$(flag pane_height)" '"/日本語" Enter'
  tm send-keys -t smoke q
  check "quits after the search" pane_has "EXIT=0"
else
  fail "viewer did not start for the typed-CJK check"
fi

# 9b. What reaches standard error while the viewer has the screen (a warning, or the runtime's
#     message before a crash) is held back, and shown once the terminal is back.
start_viewer
if wait_for pane_has "showcase.json.*row 1/" && wait_for viewer_running; then
  echo "a message on standard error" >"/proc/$(viewer_pid)/fd/2"
  # A frame written after the message: once it shows, the terminal has had the message too.
  tm send-keys -t smoke j
  if wait_for pane_has "showcase.json.*row 2/"; then
    check "standard error does not write over the screen" pane_lacks "a message on standard error"
  else
    fail "no frame after the message on standard error"
  fi
  tm send-keys -t smoke q
  check "standard error is shown after quitting" pane_has "^a message on standard error"
  check "quits after standard error was written" pane_has "EXIT=0"
else
  fail "viewer did not start for the standard error check"
fi

# 9c. A page of 60,000 items is laid out again away from the viewer's loop at a new width: once
#     that is done, the screen is the one a resize laid out at once (--dump) shows.
big="$work/big.json"
awk 'BEGIN {
  words = "lorem ipsum dolor sit amet consectetur adipiscing elit sed do eiusmod tempor incididunt ut labore"
  printf "{\"cards\":["
  for (card = 0; card < 600; card++) {
    printf "%s{\"type\":\"container-oneColumn\",\"items\":[", (card ? "," : "")
    for (item = 0; item < 100; item++) {
      n = card * 100 + item
      printf "%s{\"type\":\"text\",\"text\":\"item %d %s\"}", (item ? "," : ""), n, substr(words, 1, (n * 7) % 100)
    }
    printf "]}"
  }
  printf "]}"
}' >"$big"
resize_pane 100 30
start_viewer "$big"
if wait_for pane_has "big.json.*row 1/[0-9]*  0%  60000 items"; then
  tm send-keys -t smoke j j j
  check "the large page scrolls" pane_has "big.json.*row 4/"
  resize_pane 70 24
  expect_dump "after a resize the large page shows as --dump lays it out" "$big" 100 30 "j j j resize:70x24"
  tm send-keys -t smoke q
  check "quits after the large page's resize" pane_has "EXIT=0"
else
  fail "the large page was not read"
fi
resize_pane 100 30

# 9d. `y` in the inspector puts the selected item's JSON on the clipboard through OSC 52, which
#     tmux (the terminal here) keeps as its paste buffer when `set-clipboard` is on.
tm set-option -g set-clipboard on >/dev/null
start_viewer
if wait_for pane_has "showcase.json.*row 1/"; then
  tm send-keys -t smoke i
  if wait_for pane_has "y copy"; then
    tm send-keys -t smoke y
    check "y says the JSON was sent to the clipboard" pane_has "sent 54 bytes of JSON to the terminal"
    expected_copy='{
  "type": "text",
  "text": "tangram-tui showcase"
}'
    check "y puts the item's JSON on the terminal's clipboard" clipboard_is "$expected_copy"
  else
    fail "the inspector did not open for the clipboard check"
  fi
  tm send-keys -t smoke Escape
  wait_for pane_lacks "y copy"
  tm send-keys -t smoke q
  check "quits after copying" pane_has "EXIT=0"
else
  fail "viewer did not start for the clipboard check"
fi

# 9e. A TERM this system's terminfo does not know is refused before the screen is touched, with
#     what to do instead.
tm send-keys -t smoke "clear; TERM=no-such-terminal $binary $page; echo EXIT=\$?" Enter
check "an unknown TERM is named as unknown to terminfo" \
  pane_has "TERM is 'no-such-terminal', which this system's terminfo does not know"
check "a known TERM is offered instead" pane_has "for example xterm-256color"
check "an unknown TERM exits with status 1" pane_has "EXIT=1"

# 10. Standard output that is not a terminal points to --dump.
output=$("$binary" "$page" 2>&1 >/dev/null)
status=$?
if [ "$status" -eq 1 ] && grep -q -- "--dump" <<<"$output"; then pass "not a terminal: says so and points to --dump"; else fail "not a terminal (status $status: $output)"; fi

finish "tmux"
