#!/usr/bin/env bash
# bench-review.sh BIN WORK SHARED -- times the review commands (called by bench.sh):
#   check: CHECK_PAGES generated pages of 20-200 KB (ten sizes, each copied), read with
#          --jobs 1 and with one job per processor: pages per second.
#   diff:  two pages of DIFF_ITEMS items that differ in one item: the time to the full
#          change list (diff --dump), and with tmux, to the diff viewer's first screen (the
#          status bar saying the changes) and from ] to the change.
# Settings: CHECK_PAGES=1000, DIFF_ITEMS=100000, PY=python3.
set -u -o pipefail
BIN=$1 WORK=$2 SHARED=$3
PY=${PY:-python3}
CHECK_PAGES=${CHECK_PAGES:-1000}
DIFF_ITEMS=${DIFF_ITEMS:-100000}

seconds() { date +%s.%N; }
elapsed() { "$PY" -c "import sys; print('%.3f' % (float(sys.argv[2]) - float(sys.argv[1])))" "$1" "$2"; }

pages=$WORK/check-pages
if [ ! -f "$pages/.complete-$CHECK_PAGES" ]; then
  rm -rf "$pages" && mkdir -p "$pages/sizes"
  # Ten sizes from about 20 KB (140 items) to about 200 KB (1400 items).
  for i in 0 1 2 3 4 5 6 7 8 9; do
    "$PY" "$SHARED/gen_page.py" $((140 + i * 140)) "$pages/sizes/$i.json" --seed "$i" >/dev/null || exit 1
  done
  for ((n = 0; n < CHECK_PAGES; n++)); do
    mkdir -p "$pages/all/$((n / 100))"
    cp "$pages/sizes/$((n % 10)).json" "$pages/all/$((n / 100))/page$n.json"
  done
  touch "$pages/.complete-$CHECK_PAGES"
fi
bytes=$(du -sb "$pages/all" | cut -f1)
echo "check: $CHECK_PAGES pages, $((bytes / 1024 / 1024)) MB in all"
processors=$(nproc)
for jobs in 1 "$processors"; do
  start=$(seconds)
  "$BIN/tangram-tui" check --jobs "$jobs" "$pages/all" >/dev/null
  status=$?
  end=$(seconds)
  time=$(elapsed "$start" "$end")
  rate=$("$PY" -c "import sys; print('%.0f' % (int(sys.argv[1]) / float(sys.argv[2])))" "$CHECK_PAGES" "$time")
  echo "  --jobs $jobs: $time s, $rate pages/s (exit $status)"
done

old=$WORK/diff-old-$DIFF_ITEMS.json new=$WORK/diff-new-$DIFF_ITEMS.json
if [ ! -f "$new" ]; then
  "$PY" "$SHARED/gen_page.py" "$DIFF_ITEMS" "$old" >/dev/null || exit 1
  # The middle item's text changes.
  "$PY" - "$old" "$new" "$DIFF_ITEMS" <<'PYTHON' || exit 1
import json, sys
page = json.load(open(sys.argv[1]))
cards = page["cards"] if isinstance(page, dict) else page
target, seen = int(sys.argv[3]) // 2, 0
for card in cards:
    for item in card.get("items", []):
        if seen == target:
            item["text"] = "changed " + item.get("text", "")
        seen += 1
json.dump(page, open(sys.argv[2], "w"))
PYTHON
fi
start=$(seconds)
changes=$("$BIN/tangram-tui" diff --dump "$old" "$new" | tail -1)
end=$(seconds)
echo "diff: two pages of $DIFF_ITEMS items, one item changed: full change list in $(elapsed "$start" "$end") s"
echo "  $changes" | sed "s|$WORK/||g"
if command -v tmux >/dev/null 2>&1; then
  "$PY" - "$BIN/tangram-tui" "$old" "$new" <<'PYTHON'
import subprocess, sys, time
binary, old, new = sys.argv[1:4]
def tm(*args):
    return subprocess.run(["tmux", "-L", "bench-review"] + list(args), capture_output=True, text=True).stdout
def wait_for(text):
    while text not in tm("capture-pane", "-p", "-t", "diff"):
        time.sleep(0.005)
tm("kill-server")
start = time.monotonic()
tm("new-session", "-d", "-s", "diff", "-x", "200", "-y", "50", "%s diff %s %s" % (binary, old, new))
wait_for("change")
shown = time.monotonic()
tm("send-keys", "-t", "diff", "]")
wait_for("change 1/")
jumped = time.monotonic()
tm("kill-server")
print("  viewer: first screen in %.3f s, ] to the change in %.0f ms" % (shown - start, (jumped - shown) * 1000))
PYTHON
fi
