#!/usr/bin/env bash
# Drives the real tangram-tui in tmux while its page file is edited: a good save shows the change
# with the item at the top kept and "reloaded HH:MM:SS" in the status bar; a save that is not
# valid JSON keeps the page and shows page.json:LINE:COLUMN in the status bar, still after a
# click; a save by rename (as vim saves) is read; a deleted file is reported and read again when
# it comes back; --no-watch keeps the page as first read; a VirtualView template edited while
# the page is open is drawn anew, or its error shown. Every check waits on what the pane shows.
# Usage: Tests/tmux/live-reload.sh PATH/TO/tangram-tui
set -uo pipefail

binary=$(realpath "${1:?usage: live-reload.sh PATH/TO/tangram-tui}")
socket="tangram-live-reload-$$"
session=reload
# shellcheck source=checks.sh
source "$(dirname "$0")/checks.sh"
page="$work/page.json"

# page_json LABEL: a page of 40 clickable rows, "LABEL 0" to "LABEL 39".
page_json() {
  local items="" i
  for i in $(seq 0 39); do
    items+="${items:+,}{\"type\":\"text\",\"text\":\"$1 $i\",\"action\":\"go\"}"
  done
  printf '{"cards":[{"type":"container-oneColumn","items":[%s]}]}\n' "$items"
}

# Saves as most editors do: a new file renamed over the page.
save_by_rename() {
  page_json "$1" >"$work/.page.json.swp"
  mv "$work/.page.json.swp" "$page"
}

start_viewer() {
  tm send-keys -t "$session" "clear; TERM=xterm-256color $binary $* $page; echo EXIT=\$?" Enter
}

reloaded_at_a_time="page.json  reloaded [0-2][0-9]:[0-5][0-9]:[0-5][0-9] "

open_shell 100 30
page_json one >"$page"
start_viewer
check "opens the page" top_row_is "^one 0 *$"
tm send-keys -t reload j j j
check "j scrolls to row 4" top_row_is "^one 3 *$"
tm send-keys -t reload Tab

# 1. A good save, written in place: the page changes, the item at the top stays.
page_json two >"$page"
check "a save shows the new page" top_row_is "^two 3 *$"
check "the status bar says when it reloaded" pane_has "$reloaded_at_a_time"

# 2. A save that is not valid JSON: the page stays, the status bar says where the error is.
printf '{"cards": [\n  {"type": "container-oneColumn" "items": []}\n]}\n' >"$page"
where=$("$binary" --dump "$page" 2>&1 | sed -n 's|^tangram-tui: .*/\(page\.json:[0-9]*:[0-9]*: .\{10\}\).*|\1|p')
if [ -n "$where" ]; then
  check "a bad save shows file:line:column in the status bar" pane_has "page.json  $where"
else
  fail "--dump did not report the bad page as page.json:LINE:COLUMN"
fi
check "a bad save keeps the page" top_row_is "^two 3 *$"
tm send-keys -t reload Enter e
check "the click goes to the event log" pane_has "click  text  #0/3"
tm send-keys -t reload Escape
check "the event log closes" pane_lacks "events ("
check "after a click the error still shows" pane_has "page.json  $where"

# 3. A good save by rename: read, and the error is gone.
save_by_rename three
check "a save by rename shows the new page" top_row_is "^three 3 *$"
check "the error gives way to reloaded" pane_has "$reloaded_at_a_time"

# 4. A deleted file keeps the page and says so; when it comes back, it is read.
rm "$page"
check "a deleted file is reported" pane_has "page.json  page.json was deleted: showing the page as last read"
check "a deleted file keeps the page" top_row_is "^three 3 *$"
page_json four >"$page"
check "the file read again when it comes back" top_row_is "^four 3 *$"
check "and it says it reloaded" pane_has "$reloaded_at_a_time"

tm send-keys -t reload q
check "q quits with status 0" pane_has "EXIT=0"
check_terminal_back "after live reloads"

# 5. --no-watch: beside a watching viewer of the same file, which shows when the save was seen,
# the other keeps the page as first read.
tm send-keys -t reload "clear" Enter
start_viewer
check "the watching viewer opens" top_row_is "^four 0 *$"
session=nowatch
open_shell 100 30
start_viewer --no-watch
check "the --no-watch viewer opens" top_row_is "^four 0 *$"
page_json five >"$page"
session=reload check "the watching viewer shows the save" top_row_is "^five 0 *$"
check "the --no-watch viewer keeps the page as first read" top_row_is "^four 0 *$"
check "the --no-watch viewer says nothing of it" pane_lacks "reloaded"
tm send-keys -t nowatch r
check "r still reloads under --no-watch" top_row_is "^five 0 *$"
tm send-keys -t nowatch q
tm send-keys -t reload q
check "the --no-watch viewer quits with status 0" pane_has "EXIT=0"
session=reload check "the watching viewer quits with status 0" pane_has "EXIT=0"

# --problems in the viewer: written once the page shows, written anew after a save, complete at
# exit; a file that cannot be written is exit 1 with a message, as with --dump.
session=problems
open_shell 100 30
problems="$work/problems.txt"
printf '{"cards":[{"type":"container-oneColumn","items":[{"type":"bogus"},{"nottype":1},5]}]}\n' >"$page"
file_has() { grep -q -- "$1" "$problems" 2>/dev/null; }
file_lacks() { ! file_has "$1"; }
start_viewer --problems "$problems"
check "the problems viewer opens" pane_has "page.json  2 problems"
check "--problems is written while the viewer runs" file_has "page.json:1:81: warning: cards\[0\].items\[2\]: expected an item object"
printf '{"cards":[{"type":"container-oneColumn","items":[{"nottype":1}]}]}\n' >"$page"
check "a save shows the page read again" pane_has "reloaded"
check "--problems is written anew after a save" file_lacks "items\[2\]"
check "--problems has the saved page's problem" file_has "page.json:1:50: warning: cards\[0\].items\[0\].type: item has no type"
tm send-keys -t problems q
check "quits with status 0 after the problems" pane_has "EXIT=0"
check "standard error lists the problem after quitting" pane_has "^$page:1:50: warning: cards\[0\].items\[0\].type"
tm send-keys -t problems "clear; TERM=xterm-256color $binary --problems /dev/full $page; echo EXIT=\$?" Enter
check "a --problems file that cannot be written: the viewer opens" pane_has "page.json  1 problem"
tm send-keys -t problems q
check "a --problems file that cannot be written is exit 1" pane_has "EXIT=1"
check "and says why" pane_has "cannot write /dev/full: No space left on device"

# A VirtualView template edited while its page is open (the page's folder holds the template
# list): a good save redraws every item of its type in place, a bad one keeps the last good
# template and shows card.xml:LINE:COLUMN until a good save is read.
session=templates
open_shell 100 30
mkdir -p "$work/vv"
vv_page="$work/vv/page.json"
echo "card=Card,1" >"$work/vv/templatelist.properties"
card_xml() {
  printf '<VHLayout orientation="V" layoutWidth="match_parent" layoutHeight="wrap_content">\n'
  printf '  <NText layoutWidth="match_parent" layoutHeight="wrap_content" text="%s"/>\n' "$1"
  printf '  <NText layoutWidth="match_parent" layoutHeight="wrap_content" text="${title}"/>\n'
  printf '</VHLayout>\n'
}
card_xml "version one" >"$work/vv/card.xml"
printf '{"cards":[{"type":"container-oneColumn","items":[{"type":"Card","title":"first"},{"type":"Card","title":"second"}]}]}\n' >"$vv_page"
tm send-keys -t templates "clear; TERM=xterm-256color $binary $vv_page; echo EXIT=\$?" Enter
check "a template item opens drawn by its template" top_row_is "^version one *$"
check "its bound text shows" pane_has "^first *$"
card_xml "version two" >"$work/vv/card.xml"
check "a good template save redraws the items" top_row_is "^version two *$"
check "the status bar says the template was reloaded" pane_has "card.xml reloaded [0-2][0-9]:[0-5][0-9]:[0-5][0-9]"
printf '<VHLayout orientation="V"\n  <NText/>\n' >"$work/vv/card.xml"
check "a bad template save shows its place in the status bar" pane_has "page.json  card.xml:2:3: "
check "and keeps the last good template" top_row_is "^version two *$"
tm send-keys -t templates j
check "the bad template's message stays after a key" pane_has "card.xml:2:3: "
card_xml "version three" >"$work/vv/card.xml"
check "a good save after a bad one is drawn" pane_has "^version three *$"
check "and clears the message" pane_lacks "card.xml:2:3"
tm send-keys -t templates q
check "quits after the template edits" pane_has "EXIT=0"
session=problems

# The page replaced by a FIFO or a link to /dev/zero: r says it is not a regular file at once,
# and the viewer goes on (it waited for a writer, or read a gigabyte of zeros).
page_json six >"$page"
start_viewer --no-watch
check "the viewer opens on the page to replace" top_row_is "^six 0 *$"
rm "$page" && mkfifo "$page"
tm send-keys -t problems r
check "r on a FIFO says it is not a regular file" pane_has "reload failed: cannot read page.json: not a regular file"
rm "$page" && ln -s /dev/zero "$page"
tm send-keys -t problems j
tm send-keys -t problems r
check "r on a link to /dev/zero says so too, keeping the page" pane_has "page.json  reload failed: cannot read page.json: not a regular file.*row 2/"
tm send-keys -t problems q
check "quits after the special files" pane_has "EXIT=0"

finish "tmux live reload"
