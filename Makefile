# tangram-tui: `make run` opens the showcase, `make test` runs every test.
SWIFT ?= swift
PREFIX ?= /usr/local
PAGE ?= Examples/showcase.json
# Release builds link the Swift runtime into the binary: it starts in half the time (no runtime
# libraries to load and relocate) and runs where the toolchain is not installed.
RELEASE_FLAGS ?= -c release --static-swift-stdlib

.PHONY: all deps build build-debug run test unit-tests tmux-test snapshots screenshots install bench docs mutants clean

all: build

## deps: install the system packages the build and tests need (Debian), or say what is missing.
deps:
	@scripts/install-deps.sh

## build: release build of tangram-tui.
build: deps
	$(SWIFT) build $(RELEASE_FLAGS) --product tangram-tui

build-debug: deps
	$(SWIFT) build --build-tests

## run: build and open the showcase page (PAGE=file.json for another).
run: build
	.build/release/tangram-tui $(PAGE)

## test: unit, snapshot and conformance tests, then the tmux test of the real binary.
test: unit-tests tmux-test

unit-tests: build-debug
	$(SWIFT) test --skip-build

tmux-test: build-debug
	bash Tests/tmux/viewer-smoke.sh .build/debug/tangram-tui
	bash Tests/tmux/signals.sh .build/debug/tangram-tui
	bash Tests/tmux/slow-start.sh .build/debug/tangram-tui
	bash Tests/tmux/live-reload.sh .build/debug/tangram-tui
	bash Tests/tmux/frame-writes.sh .build/debug/tangram-tui

## snapshots: re-record the screen snapshots (read every changed file before committing).
snapshots: build-debug
	RECORD_SNAPSHOTS=1 $(SWIFT) test --skip-build --filter Snapshot || true
	@git status --short -- Tests

## screenshots: redraw the README's pictures (docs/images/*.svg) from the examples with --dump --format svg.
screenshots: build-debug
	mkdir -p docs/images
	.build/debug/tangram-tui --dump --format svg Examples/showcase.json > docs/images/showcase.svg
	.build/debug/tangram-tui --dump --format svg --keys "PgDn" Examples/showcase.json > docs/images/showcase-columns.svg
	@git status --short -- docs/images

## install: copy the release binary to $(PREFIX)/bin.
install: build
	install -d $(DESTDIR)$(PREFIX)/bin
	install -m 755 .build/release/tangram-tui $(DESTDIR)$(PREFIX)/bin/tangram-tui

## bench: decode/layout/frame benchmarks at 1k, 100k and 1M items, then the tmux peer comparison.
bench: deps
	bash scripts/bench.sh

## mutants: plant a seeded sample of operator mutations in FILES and run the tests against each;
## prints the survivors and the score (not part of make test). SAMPLE=20 SEED=1 TIMEOUT=300 TESTS=filter
FILES ?= Sources/TangramCore/Layouts Sources/TangramCore/LazyScroll Sources/TangramTerminal/Buffer Sources/TangramTerminal/PageView
SAMPLE ?= 20
SEED ?= 1
TIMEOUT ?= 300
mutants: build-debug
	python3 scripts/mutants.py --sample $(SAMPLE) --seed $(SEED) --timeout $(TIMEOUT) $(if $(TESTS),--filter $(TESTS)) $(FILES)

## docs: DocC archives of TangramCore and TangramTerminal under .build/docs (toolchain docc).
docs: deps
	bash scripts/docs.sh

.PHONY: fuzz sanitize

## fuzz: libFuzzer runs of the decoder+layout and viewer targets, FUZZ_SECONDS (60) each; crashes go to Fuzz/crashes.
fuzz: deps
	bash scripts/fuzz.sh

## sanitize: the unit tests under AddressSanitizer, then ThreadSanitizer (in .build/asan and .build/tsan).
sanitize: deps
	bash scripts/sanitize.sh

clean:
	$(SWIFT) package clean
