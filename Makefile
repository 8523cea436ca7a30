# tangram-tui: `make run` opens the showcase, `make test` runs every test.
SWIFT ?= swift
PREFIX ?= /usr/local
PAGE ?= Examples/showcase.json
# Release builds are static executables (linked by the toolchain's lld): the Swift runtime,
# libstdc++, ncursesw and the C library are linked in, so nothing is loaded or symbol-bound at
# start-up (about 1.5 ms sooner to main than with shared libraries), and the binary runs on any
# Linux of its architecture without the toolchain. The terminfo database and the locale are read
# at run time, from the system, as before.
#
# The executable is not position independent (`-static` alone, without `-static-pie`), as Go's
# are: it is loaded at the address it was linked for, so nothing is relocated at start-up. As a
# static-pie executable it first relocated about 32,000 pointers of type metadata, writing to
# 100 of its pages: 230 page faults for `--version` instead of 132, and 1.20 ms instead of
# 0.90 ms (`perf stat -r 300`), a quarter of every start. The stack, the heap and mapped memory
# (the page's file among them) are still at random addresses. `make build PIE=yes` links a
# static-pie executable, whose own addresses are random too.
#
# SwiftPM's $ORIGIN rpath is left out: glibc's static-pie start-up stops on an assertion when
# the binary carries a run-time search path. The linker's note that "using 'dlopen' in
# statically linked applications requires ... the glibc version used for linking" is about the
# Swift runtime's optional prespecialisation library, which this program never loads.
#
# Generic types are instantiated through direct calls rather than by demangling their names at
# run time (-disable-concrete-type-metadata-mangled-name-accessors): by name, each first use of a
# type such as [Int: Int] looked the type and its conformances up in tables of the whole binary,
# about 15 microseconds each and 0.3-0.5 ms in all before the first frame.
PIE ?= no
RELEASE_FLAGS ?= -c release --disable-local-rpath -Xswiftc -static-executable \
	-Xswiftc -use-ld=lld $(if $(filter yes,$(PIE)),-Xswiftc -Xclang-linker -Xswiftc -static-pie) \
	-Xswiftc -Xfrontend -Xswiftc -disable-concrete-type-metadata-mangled-name-accessors

.PHONY: all deps build-deps build build-bench build-debug run test unit-tests tmux-test install-test snapshots screenshots install install-binary uninstall bench docs docs-serve mutants clean

all: build

## deps: install the system packages the build and tests need (Debian), or say what is missing.
deps:
	@scripts/install-deps.sh

# What the release build alone needs.
build-deps:
	@scripts/install-deps.sh --build

## build: release build of tangram-tui.
build: build-deps
	$(SWIFT) build $(RELEASE_FLAGS) --product tangram-tui

# The benchmark driver, built as the binary is.
build-bench: build-deps
	$(SWIFT) build $(RELEASE_FLAGS) --product tangram-bench

build-debug: deps
	$(SWIFT) build --build-tests

## run: build and open the showcase page (PAGE=file.json for another).
run: build
	.build/release/tangram-tui $(PAGE)

## test: unit, snapshot and conformance tests, the tmux test of the real binary, then make install
## and make uninstall of the release build in a scratch folder.
test: unit-tests tmux-test install-test

unit-tests: build-debug
	$(SWIFT) test --skip-build

tmux-test: build-debug
	bash Tests/tmux/viewer-smoke.sh .build/debug/tangram-tui
	bash Tests/tmux/signals.sh .build/debug/tangram-tui
	bash Tests/tmux/slow-start.sh .build/debug/tangram-tui
	bash Tests/tmux/live-reload.sh .build/debug/tangram-tui
	bash Tests/tmux/frame-writes.sh .build/debug/tangram-tui
	bash Tests/tmux/diff-viewer.sh .build/debug/tangram-tui
	python3 Tests/signals/signal-storm.py .build/debug/tangram-tui

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

# Where make install puts things: $(DESTDIR)$(PREFIX)/bin and $(DESTDIR)$(PREFIX)/share/...
BINDIR = $(PREFIX)/bin
MAN1DIR = $(PREFIX)/share/man/man1
BASH_COMPLETIONS = $(PREFIX)/share/bash-completion/completions
ZSH_COMPLETIONS = $(PREFIX)/share/zsh/site-functions
FISH_COMPLETIONS = $(PREFIX)/share/fish/vendor_completions.d
INSTALLED = $(BINDIR)/tangram-tui $(MAN1DIR)/tangram-tui.1 $(BASH_COMPLETIONS)/tangram-tui \
	$(ZSH_COMPLETIONS)/_tangram-tui $(FISH_COMPLETIONS)/tangram-tui.fish
GENERATED = .build/generated

## install: the release binary to $(PREFIX)/bin, the manual page tangram-tui(1) and the bash, zsh
## and fish completions under $(PREFIX)/share (PREFIX=/usr/local; DESTDIR=dir/ stages them there).
install: build
	@$(MAKE) --no-print-directory install-binary BINARY=.build/release/tangram-tui

## install-binary: install BINARY (any build of tangram-tui) and what it generates, as install does.
install-binary:
	mkdir -p $(GENERATED)
	$(BINARY) --manual > $(GENERATED)/tangram-tui.1
	$(BINARY) --completions bash > $(GENERATED)/tangram-tui.bash
	$(BINARY) --completions zsh > $(GENERATED)/_tangram-tui
	$(BINARY) --completions fish > $(GENERATED)/tangram-tui.fish
	install -d $(DESTDIR)$(BINDIR) $(DESTDIR)$(MAN1DIR) $(DESTDIR)$(BASH_COMPLETIONS) \
		$(DESTDIR)$(ZSH_COMPLETIONS) $(DESTDIR)$(FISH_COMPLETIONS)
	install -m 755 $(BINARY) $(DESTDIR)$(BINDIR)/tangram-tui
	install -m 644 $(GENERATED)/tangram-tui.1 $(DESTDIR)$(MAN1DIR)/tangram-tui.1
	install -m 644 $(GENERATED)/tangram-tui.bash $(DESTDIR)$(BASH_COMPLETIONS)/tangram-tui
	install -m 644 $(GENERATED)/_tangram-tui $(DESTDIR)$(ZSH_COMPLETIONS)/_tangram-tui
	install -m 644 $(GENERATED)/tangram-tui.fish $(DESTDIR)$(FISH_COMPLETIONS)/tangram-tui.fish

## uninstall: remove what make install put under $(DESTDIR)$(PREFIX) (the same PREFIX and DESTDIR).
uninstall:
	rm -f $(addprefix $(DESTDIR),$(INSTALLED))

## install-test: make install and make uninstall of the release build into a scratch folder.
install-test: build
	bash Tests/install/install-uninstall.sh

## bench: decode/layout/frame benchmarks at 1k, 100k and 1M items, then the tmux peer comparison.
bench: deps
	bash scripts/bench.sh

## mutants: plant a seeded sample of one-line mutants in FILES (every module under Sources/) and run
## the unit tests against each; prints killed, survived and did-not-build per module, and each
## survivor (not part of make test). SAMPLE=20 SEED=1 TIMEOUT=300 TESTS=filter FILES=folders
## RESUME=log (a stopped run's output: its outcomes are taken, and only the mutants after them tried)
## AT_LEAST=n (more mutants drawn in each module the sample gives fewer than n)
FILES ?= Sources
SAMPLE ?= 20
SEED ?= 1
TIMEOUT ?= 300
mutants: build-debug
	python3 scripts/mutants.py --sample $(SAMPLE) --seed $(SEED) --timeout $(TIMEOUT) $(if $(TESTS),--filter '$(TESTS)') $(if $(RESUME),--resume '$(RESUME)') $(if $(AT_LEAST),--at-least $(AT_LEAST)) $(FILES)

## docs: DocC archives of TangramCore and TangramTerminal under .build/docs, and the same as a
## website under .build/docs/site (toolchain docc).
docs: deps
	bash scripts/docs.sh

## docs-serve: serve the website make docs built at http://localhost:$(DOCS_PORT)/ (python3).
DOCS_PORT ?= 8000
docs-serve:
	python3 -m http.server $(DOCS_PORT) --bind 127.0.0.1 --directory .build/docs/site

.PHONY: fuzz sanitize

## fuzz: libFuzzer runs of the decoder+layout and viewer targets, FUZZ_SECONDS (60) each; crashes go to Fuzz/crashes.
fuzz: deps
	bash scripts/fuzz.sh

## sanitize: the unit tests under AddressSanitizer, then ThreadSanitizer (in .build/asan and .build/tsan).
sanitize: deps
	bash scripts/sanitize.sh

clean:
	$(SWIFT) package clean
