#!/usr/bin/env bash
# Runs the real tangram-tui in tmux under strace and checks that each key's frame reaches the
# terminal in one write and that drawing it does not poll the keyboard: for j, PgDn and k on a page
# of plain text rows, standard output gets exactly one `write` of the frame between the key and the
# viewer's next wait for input, and at most one poll with a zero timeout comes before it (the run
# loop's look for more waiting keys; ncurses's typeahead check would add one every five rows).
# A line key (j, k) is preceded by one more write that only moves the rows (cursor moves, margins,
# a line feed or reverse index), made as soon as the key is read.
# Skipped, with a message, where strace is missing or may not trace (no ptrace permission).
# Usage: Tests/tmux/frame-writes.sh PATH/TO/tangram-tui
set -uo pipefail

binary=$(realpath "${1:?usage: frame-writes.sh PATH/TO/tangram-tui}")
socket="tangram-frame-writes-$$"
session=writes
# shellcheck source=checks.sh
source "$(dirname "$0")/checks.sh"

if ! command -v strace >/dev/null 2>&1; then
  echo "tmux frame writes: skipped, strace is not installed (apt-get install strace)"
  exit 0
fi
if ! strace -o /dev/null true >/dev/null 2>&1; then
  echo "tmux frame writes: skipped, strace cannot trace here (ptrace not permitted)"
  exit 0
fi

trace="$work/trace.txt"
# The page's folder is watched: the trace, written on every system call, is kept out of it.
mkdir -p "$work/page"
page="$work/page/page.json"
{
  printf '{"cards":[{"type":"container-oneColumn","id":"c0","items":['
  for i in $(seq 0 299); do
    printf '%s{"type":"text","text":"item %04d of a page of plain text rows"}' "$([ "$i" -gt 0 ] && echo ,)" "$i"
  done
  printf ']}]}\n'
} >"$page"

status_row() { pane | tail -n 1; }
status_differs() { [ "$(status_row)" != "$1" ]; }
# The trace lines after line $1, up to its last write to standard output.
frame_lines() {
  tail -n +"$(($1 + 1))" "$trace" |
    awk '{ line[NR] = $0 } / write\(1,/ { last = NR } END { for (i = 1; i <= last; i++) print line[i] }'
}
# Whether the viewer wrote to standard output after line $1 (0: at all) and then waited for input
# again: after its last write it sleeps in a poll with no time limit, which has not returned (or a
# timed poll ran out). Then every write of the frame is in the trace.
idle_after() {
  tail -n +"$(($1 + 1))" "$trace" | sed -n '/ write(1,/h; / write(1,/!H; ${x;p}' |
    grep -qE ' poll\(.*, -1$| poll\(.*, [1-9][0-9]*\) += 0 \(Timeout\)'
}
# A failure with the frame's part of the trace (the pane shows nothing wrong).
fail_with_trace() {
  failed=$((failed + 1))
  echo "FAIL $1"
  frame_lines "$2" | cut -c1-160 | sed 's/^/     trace /'
}

open_shell 100 30
# The viewer sleeps in one poll on the terminal, its wakeup and its page file's folder once a
# frame is written; strace shows that poll unfinished.
tm send-keys -t "$session" "clear; TERM=xterm-256color strace -f -o $trace -e trace=write,poll,ppoll,select,pselect6 $binary $page; echo EXIT=\$?" Enter
if wait_for pane_has "row 1/300"; then
  pass "opens the page under strace"
  for key in j NPage k; do
    wait_for idle_after 0
    mark=$(wc -l <"$trace")
    before=$(status_row)
    tm send-keys -t "$session" "$key"
    if ! wait_for status_differs "$before" || ! wait_for idle_after "$mark"; then
      fail "$key: the frame did not arrive"
      continue
    fi
    writes=$(frame_lines "$mark" | grep -c ' write(1,')
    zero_polls=$(frame_lines "$mark" | grep -cE ' poll\(.*, 0\) ')
    if [ "$key" = NPage ]; then
      if [ "$writes" -eq 1 ]; then pass "$key: one write for the frame"; else fail_with_trace "$key: $writes writes for the frame" "$mark"; fi
    else
      moves=$(frame_lines "$mark" | grep -cE ' write\(1, "(\\33\[[0-9;]*[rH]|\\n|\\33M)+", ')
      if [ "$writes" -eq 2 ] && [ "$moves" -eq 1 ]; then
        pass "$key: one write that moves the rows, one for the frame"
      else
        fail_with_trace "$key: $writes writes ($moves moving rows) for the frame" "$mark"
      fi
    fi
    if [ "$zero_polls" -le 1 ]; then pass "$key: no keyboard poll while drawing"; else fail_with_trace "$key: $zero_polls zero-timeout polls for the frame" "$mark"; fi
  done
  # What the terminal was set to is remembered from frame to frame of the same size: a second j
  # in a row moves the rows without setting the margins again.
  for press in 1 2; do
    wait_for idle_after 0
    mark=$(wc -l <"$trace")
    before=$(status_row)
    tm send-keys -t "$session" j
    wait_for status_differs "$before" && wait_for idle_after "$mark"
  done
  if frame_lines "$mark" | grep -qE ' write\(1, "\\33\[[0-9]+H\\n", '; then
    pass "j again: the rows move without setting the margins again"
  else
    fail_with_trace "j again: the row move sets the terminal up again" "$mark"
  fi
  tm send-keys -t "$session" q
  check "q quits with status 0" pane_has "EXIT=0"
  check_terminal_back "q"
else
  fail "the viewer did not start under strace"
fi

finish "tmux frame writes"
