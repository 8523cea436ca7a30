#!/usr/bin/env bash
# sanitize.sh -- the unit tests under AddressSanitizer (leak checking included), then under
# ThreadSanitizer (`make sanitize`; not part of `make test`).
#
# Each sanitizer builds into its own folder (.build/asan, .build/tsan), so the normal build in
# .build/debug is left alone. Exits 1 when either run fails.
#
# Settings (environment):
#   SANITIZERS="address thread"
#   SANITIZE_FILTER=          only the tests matching this (`swift test --filter`)
set -u -o pipefail
cd "$(dirname "$0")/.." || exit 1
SWIFT=${SWIFT:-swift}
SANITIZERS=${SANITIZERS:-"address thread"}
FILTER=${SANITIZE_FILTER:-}

failed=0
summary=()
for sanitizer in $SANITIZERS; do
  case $sanitizer in
    address) build=.build/asan ;;
    thread) build=.build/tsan ;;
    *) echo "sanitize: unknown sanitizer $sanitizer" >&2; exit 2 ;;
  esac
  echo "== $sanitizer: build ($build) =="
  if ! $SWIFT build --build-tests --sanitize="$sanitizer" --build-path "$build"; then
    summary+=("$sanitizer: build failed")
    failed=1
    continue
  fi
  echo "== $sanitizer: tests =="
  filter=()
  [ -n "$FILTER" ] && filter=(--filter "$FILTER")
  # Every test uses Swift Testing; XCTest's empty run leaks a few of its own objects at exit.
  # Foundation's own leaks that the tests reach are suppressed by name (lsan-suppressions.txt).
  if LSAN_OPTIONS="suppressions=$PWD/scripts/lsan-suppressions.txt${LSAN_OPTIONS:+:$LSAN_OPTIONS}" $SWIFT test --skip-build --disable-xctest --sanitize="$sanitizer" --build-path "$build" "${filter[@]}"; then
    summary+=("$sanitizer: passed")
  else
    summary+=("$sanitizer: FAILED")
    failed=1
  fi
done

echo
echo "== sanitize summary =="
printf '%s\n' "${summary[@]}"
exit $failed
