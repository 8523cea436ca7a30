#!/usr/bin/env bash
# bench.sh -- benchmarks of tangram-tui (`make bench`; not part of `make test`).
#
#   1. Release build.
#   2. tangram-bench: decode, layout, peak RSS and one-row scroll frame times for generated
#      pages of each size in SIZES (one process per size); fails if the median frame at the
#      largest size is over 1.5x the one at the smallest. Then pages of TEMPLATE_SIZES items of a
#      VirtualView template, each compared with the text page of its size (first frame, frame
#      time; the target is a frame within 1.5x of the text page's, reported, not fatal).
#   2a. scripts/bench-reading.sh: the time `--dump --height 5` takes to read whole pages of
#      READ_SIZES items ("1000000 9999999"; the 10M page is 1.47 GB): MB/s, ns per item, peak
#      RSS, and the time per item at 10M over that at 1M.
#   2b. scripts/bench-review.sh: `check` over CHECK_PAGES generated pages with one job and
#      with one per processor (pages per second), and `diff --dump` of two DIFF_ITEMS-item
#      pages that differ in one item (time to the full change list).
#   3. If tmux and python3 are there: the shared tmux harness (../shared/bench/compare.sh)
#      runs the real binary against its peers (less, the C floor), plus the bytes-per-step
#      pass when pyte can be imported. Failures here are reported, never fatal.
#
# Settings (environment):
#   SIZES="1000 100000 1000000"  page sizes (items)
#   TEMPLATE_SIZES=100000        sizes of the template-item pages ("" for none)
#   FRAMES=200                   measured frames at each of top/middle/end
#   TMUX_BENCH=1                 0 skips part 3
#   PEERS="floor less"           peers the binary is compared with (compare.sh labels)
#   RUNS=3                       harness runs per peer and size (medians)
#   BENCH_SHARED=../shared/bench the harness folder (read only is fine)
#   BENCH_WORK=$TMPDIR/tangram-bench  pages, results and reports
#   PIP_INSTALL=1                0 never runs `pip install pyte`
set -u -o pipefail
cd "$(dirname "$0")/.." || exit 1
ROOT=$(pwd)
SWIFT=${SWIFT:-swift}
PY=${PY:-python3}
SIZES=${SIZES:-"1000 100000 1000000"}
TEMPLATE_SIZES=${TEMPLATE_SIZES-100000}
FRAMES=${FRAMES:-200}
TMUX_BENCH=${TMUX_BENCH:-1}
PEERS=${PEERS:-"floor less"}
RUNS=${RUNS:-3}
SHARED=${BENCH_SHARED:-$ROOT/../shared/bench}
WORK=${BENCH_WORK:-${TMPDIR:-/tmp}/tangram-bench}
PIP_INSTALL=${PIP_INSTALL:-1}

section() { printf '\n== %s ==\n\n' "$1"; }
skip() { echo "skipped: $1"; }

# 1. Build.
section "release build"
# The binary as `make build` makes it (one static executable), as users run it.
make --no-print-directory SWIFT="$SWIFT" build build-bench || exit 1
BIN=$ROOT/.build/release

# 2. Decode, layout and frame benchmark; tangram-bench starts one child process per size.
section "tangram-bench (decode, layout, peak RSS, frame times)"
# shellcheck disable=SC2086  # SIZES and TEMPLATE_SIZES are lists
"$BIN/tangram-bench" --frames "$FRAMES" --items $SIZES ${TEMPLATE_SIZES:+--template-items $TEMPLATE_SIZES}
status=$?
[ "$status" = 0 ] || echo "tangram-bench: exit status $status (frame-time criterion failed or a page failed)"

# 2a. How fast whole pages are read, up to ten million items.
section "reading whole pages (--dump --height 5)"
bash scripts/bench-reading.sh "$BIN" "$WORK" "$SHARED" || echo "reading: exit status $? (see above)"

# 2b. The review commands: check over many pages, diff of two large pages.
section "review commands (check, diff)"
bash scripts/bench-review.sh "$BIN" "$WORK" "$SHARED" || echo "review commands: exit status $? (see above)"

# 3. The real binary in tmux, against the peers.
section "tmux harness: tangram-tui vs peers"

# Whether pyte can be imported, installing it once if allowed.
have_pyte() {
  "$PY" -c 'import pyte' 2>/dev/null && return 0
  [ "$PIP_INSTALL" = 1 ] || return 1
  echo "pyte is missing; trying: $PY -m pip install --quiet pyte"
  "$PY" -m pip install --quiet pyte >/dev/null 2>&1 && "$PY" -c 'import pyte' 2>/dev/null
}

tmux_part() {
  local missing=""
  for tool in tmux "$PY" cc; do
    command -v "$tool" >/dev/null 2>&1 || missing="$missing $tool"
  done
  if [ -n "$missing" ]; then skip "tmux harness (missing:$missing)"; return 0; fi
  if [ ! -x "$SHARED/compare.sh" ] && [ ! -f "$SHARED/compare.sh" ]; then
    skip "tmux harness (no $SHARED/compare.sh)"; return 0
  fi
  local peers=""
  for peer in $PEERS; do
    if [ "$peer" = less ] && ! command -v less >/dev/null 2>&1; then
      echo "less is not installed: comparing without it"; continue
    fi
    peers="$peers $peer"
  done
  local bytes=1
  have_pyte || { bytes=0; skip "bytes-per-step pass (python module pyte unavailable)"; }
  mkdir -p "$WORK/results" || { skip "tmux harness (cannot write $WORK)"; return 0; }
  local report
  report=$WORK/results/with-tangram-$(date +%Y%m%d-%H%M%S).md
  echo "peers:$peers tangram; sizes: $SIZES; runs: $RUNS; work folder: $WORK"
  echo "(first run at a size generates its page with gen_page.py; 1M takes a while)"
  {
    echo "# tangram-tui vs peers (tmux harness, ${GEOM:-200x50}, $RUNS runs, medians)"
    echo
    echo "$(date -u '+%Y-%m-%d %H:%M UTC'); $(nproc) cores; load $(cut -d' ' -f1-3 /proc/loadavg);"
    echo "$(tmux -V); binary: $BIN/tangram-tui."
    echo
  } > "$report"
  # The tables go to stdout (and the report); progress and raw JSON lines to stderr.
  if ! PEERS_EXTRA="tangram|$BIN/tangram-tui {json}" PEERS_ONLY="$peers tangram" \
    SIZES="$SIZES" RUNS="$RUNS" BYTES="$bytes" BENCH_WORK="$WORK" PY="$PY" \
    bash "$SHARED/compare.sh" | tee -a "$report"; then
    skip "part of the tmux harness (compare.sh failed; see the messages above)"
    return 0
  fi
  echo
  echo "report: $report"
  if [ -f "$SHARED/peers-baseline.md" ]; then
    echo "urwid/textual reference run (same harness, 2-core machine): $SHARED/peers-baseline.md"
  fi
}

if [ "$TMUX_BENCH" = 1 ]; then
  tmux_part
else
  skip "tmux harness (TMUX_BENCH=0)"
fi

exit "$status"
