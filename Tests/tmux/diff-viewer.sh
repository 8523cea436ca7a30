#!/usr/bin/env bash
# Drives `tangram-tui diff` in tmux: the new version with its changes marked in the gutter, ]
# and [ from change to change, o to the old version and back, a save of the new version
# compared again, the help listing the comparison's keys, and the terminal back after q. Also
# the exit statuses of `diff --dump` and `check`.
# Usage: Tests/tmux/diff-viewer.sh PATH/TO/tangram-tui
set -uo pipefail

binary=$(realpath "${1:?usage: diff-viewer.sh PATH/TO/tangram-tui}")
socket="tangram-diff-$$"
session=diff
# shellcheck source=checks.sh
source "$(dirname "$0")/checks.sh"

rows() { printf '[{"type":"1","id":"list","items":['; local first=1 row; for row in "$@"; do
  [ "$first" = 1 ] || printf ','; first=0; printf '{"type":"text","text":"%s"}' "$row"; done; printf ']}]\n'; }
rows a b c d e f g h >"$work/old.json"
rows a b 'd!' e f new g h >"$work/new.json"

# Headless: exit 1 with changes, 0 without, 65 for a malformed page.
"$binary" diff --dump "$work/old.json" "$work/new.json" >"$work/list.txt"
status=$?
if [ "$status" = 1 ] && grep -q "3 changes: 1 added, 1 removed, 1 changed" "$work/list.txt"; then
  pass "diff --dump lists the changes and exits 1"
else
  fail "diff --dump lists the changes and exits 1 (exit $status: $(tail -1 "$work/list.txt"))"
fi
if "$binary" diff --dump "$work/old.json" "$work/old.json" | grep -q "no visible change"; then
  pass "diff --dump of a page with itself: no visible change, exit 0"
else
  fail "diff --dump of a page with itself: no visible change, exit 0"
fi
printf '[{"type":' >"$work/bad.json"
"$binary" check "$work" >/dev/null 2>&1
status=$?
if [ "$status" = 65 ]; then pass "check exits 65 for a folder with a malformed page"; else fail "check exits 65 (got $status)"; fi
rm "$work/bad.json"

open_shell 90 12
tm send-keys -t "$session" "clear; cd $work && TERM=xterm-256color $binary diff old.json new.json; echo EXIT=\$?" Enter
check "opens the new version and says how many changes" pane_has "new.json  new: 3 changes from old.json"
check "the added row is marked + in the gutter" pane_has "^+new"
check "the changed row is marked ~" pane_has "^~d!"
check "the removed row shows as a ghost" pane_has "^-removed: text \"c\""
tm send-keys -t "$session" "]"
check "] goes to the first change and says it" pane_has "change 1/3: removed: cards\[0\].items\[2\]"
tm send-keys -t "$session" "]"
check "] again: the second" pane_has "change 2/3: changed"
tm send-keys -t "$session" "["
check "[ goes back" pane_has "change 1/3"
tm send-keys -t "$session" "o"
check "o shows the old version, c marked removed" pane_has "^-c"
check "the status bar names the old file" pane_has "old.json  change 1/3"
tm send-keys -t "$session" "o"
check "o again: the new version" pane_has "new.json  change 1/3"
tm send-keys -t "$session" "?"
help_scrolled_to_comparison() { tm send-keys -t "$session" G; pane_has "go to the next change"; }
check "help lists the comparison's keys" help_scrolled_to_comparison
tm send-keys -t "$session" Escape
rows a b 'd!' e f new g h i >"$work/new.json.tmp" && mv "$work/new.json.tmp" "$work/new.json"
check "a save of the new version is compared again" pane_has "4 changes from old.json"
rows a b d e f g h >"$work/old.json.tmp" && mv "$work/old.json.tmp" "$work/old.json"
check "a save of the old version is compared again" pane_has "old.json reloaded .*; new: 3 changes from old.json"
tm send-keys -t "$session" q
check "q quits with status 0" pane_has "EXIT=0"
check_terminal_back "after q"

# A slow loader (TANGRAM_LOADER_DELAY_MS) is slow in the comparison as in the viewer, and never
# blocks keys: the card shows its placeholder while the rows below scroll.
{
  printf '{"cards":[{"type":"1","load":"slow","items":[]},{"type":"1","items":['
  for i in $(seq 0 29); do printf '%s{"type":"text","text":"row %d"}' "$([ "$i" -gt 0 ] && echo ,)" "$i"; done
  printf ']}]}\n'
} >"$work/slow-old.json"
sed 's/row 1/row one/' "$work/slow-old.json" >"$work/slow-new.json"
printf '[{"type":"text","text":"slow 0"}]\n' >"$work/slow.json"
tm send-keys -t "$session" "clear; cd $work && TERM=xterm-256color TANGRAM_LOADER_DELAY_MS=5000 $binary diff slow-old.json slow-new.json; echo EXIT=\$?" Enter
check "a slow load shows its placeholder in the comparison" pane_has "loading slow…"
tm send-keys -t "$session" j
check "keys act while the load is pending" pane_has "row 2/31"
tm send-keys -t "$session" g
check "the loaded item arrives later" pane_has "^ slow 0"
tm send-keys -t "$session" q
check "q quits after the load" pane_has "EXIT=0"

finish "tmux diff viewer"
