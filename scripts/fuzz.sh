#!/usr/bin/env bash
# fuzz.sh -- libFuzzer runs of the fuzz targets (`make fuzz`; not part of `make test`).
#
#   1. Builds tangram-fuzz under AddressSanitizer with coverage instrumentation and libFuzzer's
#      driver (release, in .build/fuzz so the normal build is left alone).
#   2. Runs each target for FUZZ_SECONDS, starting from the saved corpus (Fuzz/corpus/TARGET),
#      Examples/*.json and the inputs earlier runs found (.build/fuzz/corpus/TARGET). A crash,
#      timeout, leak or out-of-memory input is written to Fuzz/crashes/TARGET-*.
#   3. Runs the key soup test (random sequences of every key, mouse gesture and resize on every
#      page) for FUZZ_SOUP_SECONDS.
#   4. Prints runs, coverage and time for each target; exits 1 when any target found a crash.
#
# `make test` replays Fuzz/corpus through the same functions without libFuzzer
# (Tests/TangramFuzzingTests). Reproduce a crash with the plain build:
#   swift run tangram-fuzz --target=viewer Fuzz/crashes/viewer-crash-...
#
# Settings (environment):
#   FUZZ_SECONDS=60          time per target
#   FUZZ_TARGETS="layout viewer xml"
#   FUZZ_JOBS=1              libFuzzer processes per target (-fork)
#   FUZZ_MERGE=1             afterwards, replace Fuzz/corpus/TARGET by the minimized union of it
#                            and what this run found (-set_cover_merge=1: a small set of inputs
#                            that reaches every edge the union reaches)
#   FUZZ_SOUP_SECONDS=300   the key soup test (KeySoupTests) afterwards, this long (5x FUZZ_SECONDS)
#   FUZZ_ARGS=               more libFuzzer options, such as -max_len=8192 or -runs=10000
set -u -o pipefail
cd "$(dirname "$0")/.." || exit 1
SWIFT=${SWIFT:-swift}
SECONDS_PER_TARGET=${FUZZ_SECONDS:-60}
TARGETS=${FUZZ_TARGETS:-"layout viewer xml"}
JOBS=${FUZZ_JOBS:-1}
MERGE=${FUZZ_MERGE:-0}
SOUP_SECONDS=${FUZZ_SOUP_SECONDS:-$((SECONDS_PER_TARGET * 5))}
EXTRA=${FUZZ_ARGS:-}
BUILD=.build/fuzz

# libFuzzer's driver without its main: SwiftPM links its own main into every executable.
swiftc_path=$(command -v "${SWIFTC:-swiftc}") || { echo "fuzz: swiftc not found" >&2; exit 1; }
toolchain=$(dirname "$(readlink -f "$swiftc_path")")/..
driver=$(ls "$toolchain"/lib/clang/*/lib/linux/libclang_rt.fuzzer_no_main-x86_64.a 2>/dev/null | head -1)
if [ -z "$driver" ]; then
  echo "fuzz: this toolchain has no libFuzzer (libclang_rt.fuzzer_no_main) under $toolchain/lib/clang" >&2
  exit 1
fi

echo "== build: tangram-fuzz with AddressSanitizer and libFuzzer ($BUILD) =="
started=$(date +%s)
$SWIFT build -c release --build-path "$BUILD" --product tangram-fuzz \
  -Xswiftc -DFUZZING -Xswiftc -sanitize=address \
  -Xswiftc -sanitize-coverage=edge,indirect-calls,trace-cmp,inline-8bit-counters,pc-table \
  -Xlinker "$driver" -Xlinker -lstdc++ 2>&1 | grep -v "Cannot export local symbol" || exit 1
binary=$($SWIFT build -c release --build-path "$BUILD" --show-bin-path)/tangram-fuzz
[ -x "$binary" ] || { echo "fuzz: $binary was not built" >&2; exit 1; }
echo "built in $(( $(date +%s) - started )) s"

mkdir -p Fuzz/crashes
summary=()
failed=0
for target in $TARGETS; do
  found=$BUILD/corpus/$target
  saved=Fuzz/corpus/$target
  log=$BUILD/$target.log
  mkdir -p "$found" "$saved"
  dictionary=()
  if [ "$target" = xml ]; then
    # Every template of the corpus, and XML's markup as a dictionary.
    find Tests/Fixtures/VirtualView -name '*.xml' -exec cp {} "$found"/ \;
    "$binary" --target=xml --dictionary >"$BUILD/xml.dict" || exit 1
    dictionary=(-dict="$BUILD/xml.dict")
  else
    cp Examples/*.json "$found"/
  fi
  if [ "$target" = viewer ]; then
    # Key soups on every example page, and every key of the key table as a dictionary entry.
    "$binary" --target=viewer --soup-seeds="$found" Examples/*.json || exit 1
    "$binary" --target=viewer --dictionary >"$BUILD/viewer.dict" || exit 1
    dictionary=(-dict="$BUILD/viewer.dict")
  fi
  echo
  echo "== $target: $SECONDS_PER_TARGET s =="
  started=$(date +%s)
  fork=""
  [ "$JOBS" -gt 1 ] && fork="-fork=$JOBS"
  # shellcheck disable=SC2086
  "$binary" --target="$target" -max_total_time="$SECONDS_PER_TARGET" -timeout=10 -rss_limit_mb=2048 \
    -print_final_stats=1 -artifact_prefix="Fuzz/crashes/$target-" "${dictionary[@]}" $fork $EXTRA "$found" "$saved" >"$log" 2>&1
  status=$?
  elapsed=$(( $(date +%s) - started ))
  grep -E "^#[0-9]+[[:space:]]+(INITED|DONE)|^stat::|ERROR: |SUMMARY: |Test unit written|^INFO: (fuzzed for|exiting)" "$log" | tail -20
  runs=$(grep -oE "stat::number_of_executed_units: [0-9]+" "$log" | tail -1 | awk '{print $2}')
  [ -n "$runs" ] || runs=$(grep -oE "^#[0-9]+" "$log" | tail -1 | tr -d '#')
  coverage=$(grep -oE "cov: [0-9]+ ft: [0-9]+" "$log" | tail -1)
  corpus=$(grep -oE "corp(us)?: [0-9]+(/[0-9]+[a-zA-Z]*)?" "$log" | tail -1)
  if [ $status -ne 0 ]; then
    failed=1
    result="FOUND A CRASH (exit $status, see $log and Fuzz/crashes/)"
  else
    result="no crash"
  fi
  summary+=("$target: ${runs:-?} runs in $elapsed s, ${coverage:-cov ?}, ${corpus:-corpus ?}: $result")
  if [ "$MERGE" = 1 ] && [ $status -eq 0 ]; then
    merged=$BUILD/merged-$target
    rm -rf "$merged" && mkdir -p "$merged"
    # Edges only (no hit counts): the saved corpus stays a few hundred KB.
    "$binary" --target="$target" -set_cover_merge=1 -use_counters=0 "$merged" "$saved" "$found" >"$BUILD/$target-merge.log" 2>&1 \
      && rm -rf "$saved" && mv "$merged" "$saved" \
      && echo "merged: $saved has $(ls "$saved" | wc -l) files, $(cat "$saved"/* | wc -c) bytes"
  fi
done

echo
echo "== key soup: $SOUP_SECONDS s =="
# Random sequences of every key, mouse gesture and resize on every page, headless (the unit test
# of the same name runs 30 s of it in make test).
if KEY_SOUP_SECONDS=$SOUP_SECONDS $SWIFT test --filter KeySoupTests 2>&1 | tail -3 | tee "$BUILD/soup.log" | grep -q "passed after"; then
  summary+=("key soup: $(grep -oE 'passed after [0-9.]+ seconds' "$BUILD/soup.log" | tail -1), no crash")
else
  failed=1
  summary+=("key soup: FAILED (see $BUILD/soup.log; the case that ran is in ${TMPDIR:-/tmp}/tangram-key-soup-case.txt)")
fi

echo
echo "== fuzz summary =="
printf '%s\n' "${summary[@]}"
exit $failed
