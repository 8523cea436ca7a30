#!/usr/bin/env bash
# Builds the DocC documentation of the libraries with the toolchain's docc (no plugin needed):
# symbol graphs from the compiler, then one .doccarchive per module under .build/docs, and both
# merged into one website for static hosting in .build/docs/site (make docs-serve serves it).
set -euo pipefail
cd "$(dirname "$0")/.."

# A build of its own, so the symbol-graph flags do not invalidate the normal build; the graphs
# it writes stay up to date as modules are rebuilt.
graphs=.build/symbol-graphs
rm -rf .build/docs
mkdir -p "$graphs" .build/docs
swift build --target TangramTerminal --scratch-path .build/docs-build \
  -Xswiftc -emit-symbol-graph -Xswiftc -emit-symbol-graph-dir -Xswiftc "$PWD/$graphs" \
  -Xswiftc -symbol-graph-minimum-access-level -Xswiftc public

for module in TangramCore TangramTerminal; do
  moduleGraphs=".build/docs/graphs/$module"
  mkdir -p "$moduleGraphs"
  cp "$graphs/$module".symbols.json "$moduleGraphs/"
  cp "$graphs/$module"@*.symbols.json "$moduleGraphs/" 2>/dev/null || true
  docc convert "Sources/$module/$module.docc" \
    --additional-symbol-graph-dir "$moduleGraphs" \
    --fallback-display-name "$module" --fallback-bundle-identifier "org.tangram-tui.$module" \
    --output-path ".build/docs/$module.doccarchive" --transform-for-static-hosting \
    --warnings-as-errors 2>&1 | tail -n 20
  echo "built .build/docs/$module.doccarchive"
done

# One website for both modules: a landing page that lists them, every page a folder with its
# own index.html, so any static file server can serve it.
docc merge .build/docs/TangramCore.doccarchive .build/docs/TangramTerminal.doccarchive \
  --synthesized-landing-page-name tangram-tui --synthesized-landing-page-kind Libraries \
  --output-path .build/docs/tangram-tui.doccarchive | tail -n 20
docc process-archive transform-for-static-hosting .build/docs/tangram-tui.doccarchive \
  --output-path .build/docs/site | tail -n 20
echo "built .build/docs/site: make docs-serve, then open http://localhost:8000/documentation/"
