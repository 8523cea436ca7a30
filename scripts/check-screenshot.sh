#!/usr/bin/env bash
# Renders an SVG picture of the screen (docs/images/showcase.svg unless one is given) in headless
# Chromium and writes a PNG to look at: grid, box drawing, wide characters, colours, status bar.
# Not part of `make test`; needs Chromium (Debian: apt-get install chromium).
#   scripts/check-screenshot.sh [picture.svg] [out.png]
set -euo pipefail
cd "$(dirname "$0")/.."
svg=${1:-docs/images/showcase.svg}
png=${2:-${TMPDIR:-/tmp}/$(basename "${svg%.svg}").png}
browser=$(command -v chromium || command -v chromium-browser || command -v google-chrome || true)
if [ -z "$browser" ]; then
  echo "check-screenshot: Chromium is not installed (Debian: apt-get install chromium)" >&2
  exit 1
fi
# The window is the picture's own size, read from its <svg width=… height=…>.
size=$(head -c 400 "$svg" | sed -n 's/.*<svg[^>]* width="\([0-9]*\)" height="\([0-9]*\)".*/\1,\2/p')
[ -n "$size" ] || { echo "check-screenshot: $svg has no width and height" >&2; exit 1; }
"$browser" --headless --no-sandbox --disable-gpu --hide-scrollbars --window-size="$size" \
  --screenshot="$png" "file://$PWD/$svg" 2>/dev/null
echo "$png ($size)"
