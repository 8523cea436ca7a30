#!/usr/bin/env bash
# bench-reading.sh BIN WORK SHARED -- how fast a whole page is read (called by bench.sh):
# `--dump --height 5` on generated pages of READ_SIZES items reads each page to its end (for the
# status bar's exact count), its items left in the file. For each size: seconds (the median of
# READ_RUNS), MB/s, nanoseconds per item and peak RSS; then the time per item at the largest
# size over that at the smallest (the target is at most 1.2) and the reading speed at the
# largest (the target is at least 300 MB/s, a peak RSS of at most 400 MB at 10M items).
# Pages are kept in WORK/data, where the tmux harness keeps its own.
# Settings: READ_SIZES="1000000 9999999" (gen_page.py numbers items with 7 digits), READ_RUNS=3, PY=python3.
set -u -o pipefail
BIN=$1 WORK=$2 SHARED=$3
PY=${PY:-python3}
READ_SIZES=${READ_SIZES:-"1000000 9999999"}
READ_RUNS=${READ_RUNS:-3}
mkdir -p "$WORK/data" || exit 1
pages=()
for n in $READ_SIZES; do
  page=$WORK/data/p$n.json
  if [ ! -s "$page" ]; then
    echo "generating $page (large pages take minutes)"
    "$PY" "$SHARED/gen_page.py" "$n" "$page" >/dev/null || exit 1
  fi
  pages+=("$n=$page")
done
"$PY" - "$BIN/tangram-tui" "$READ_RUNS" "${pages[@]}" <<'PYTHON'
import os, resource, statistics, subprocess, sys, time
binary, runs, pages = sys.argv[1], int(sys.argv[2]), sys.argv[3:]
rows = []
for entry in pages:
    items, path = entry.split("=", 1)
    items, size = int(items), os.path.getsize(path)
    times, peaks = [], []
    for _ in range(runs):
        before = resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss
        start = time.monotonic()
        done = subprocess.run([binary, "--dump", "--height", "5", "--max-size", "4G", path], stdout=subprocess.DEVNULL)
        times.append(time.monotonic() - start)
        peaks.append(resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss)
        if done.returncode != 0:
            sys.exit("reading %s ended with %d" % (path, done.returncode))
    seconds = statistics.median(times)
    rows.append((items, size, seconds, max(peaks)))
    print("  %10d items, %7.1f MB: %6.2f s, %6.1f MB/s, %6.0f ns/item, peak RSS %5.0f MB (a process's, the largest so far)"
          % (items, size / 1e6, seconds, size / 1e6 / seconds, seconds / items * 1e9, max(peaks) / 1024))
if len(rows) > 1:
    small, large = rows[0], rows[-1]
    ratio = (large[2] / large[0]) / (small[2] / small[0])
    print("  time per item at %d over %d items: %.2fx (target at most 1.2x)" % (large[0], small[0], ratio))
PYTHON
