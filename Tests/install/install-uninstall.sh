#!/usr/bin/env bash
# make install into a scratch DESTDIR and PREFIX, then make uninstall: the files land where
# man, bash-completion, zsh and fish look for them, are what the binary generates, the
# installed binary is one static executable that runs with a bare environment and passes the tmux
# smoke and signal tests, and uninstall removes it all.
# Usage: Tests/install/install-uninstall.sh (after make build; make install builds otherwise).
set -uo pipefail
cd "$(dirname "$0")/../.."
passed=0
failed=0
scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT
stage=$scratch/stage
prefix=/opt/tangram
root=$stage$prefix

check() {
  local name=$1
  shift
  if "$@"; then
    passed=$((passed + 1))
  else
    failed=$((failed + 1))
    echo "FAIL: $name" >&2
  fi
}

same() { [ "$1" = "$2" ] || { printf 'expected: %s\n     got: %s\n' "$2" "$1" >&2; return 1; }; }

make --no-print-directory -s install DESTDIR="$stage" PREFIX="$prefix" >"$scratch/install.log" 2>&1 ||
  { cat "$scratch/install.log" >&2; echo "FAIL: make install" >&2; exit 1; }
binary=$root/bin/tangram-tui

expected="$prefix/bin/tangram-tui 755
$prefix/share/bash-completion/completions/tangram-tui 644
$prefix/share/fish/vendor_completions.d/tangram-tui.fish 644
$prefix/share/man/man1/tangram-tui.1 644
$prefix/share/zsh/site-functions/_tangram-tui 644"
check "installs exactly the binary, the manual page and three completion scripts" \
  same "$(cd "$stage" && find . -type f -printf '/%P %m\n' | sort)" "$expected"

check "the manual page is the installed binary's --manual" cmp -s "$root/share/man/man1/tangram-tui.1" <("$binary" --manual)
check "the bash script is the binary's" cmp -s "$root/share/bash-completion/completions/tangram-tui" <("$binary" --completions bash)
check "the zsh script is the binary's" cmp -s "$root/share/zsh/site-functions/_tangram-tui" <("$binary" --completions zsh)
check "the fish script is the binary's" cmp -s "$root/share/fish/vendor_completions.d/tangram-tui.fish" <("$binary" --completions fish)

check "the installed binary runs with a bare environment" \
  same "$(env -i PATH=/usr/bin:/bin "$root/bin/tangram-tui" --version 2>&1)" "tangram-tui 0.1.0"
# A static executable: loaded where it was linked (ELF type EXEC, see the Makefile), no program
# interpreter and no shared library to load, so nothing of the toolchain or of the build machine
# is needed.
header=$(readelf -h "$root/bin/tangram-tui")
program_headers=$(readelf -lW "$root/bin/tangram-tui")
dynamic=$(readelf -dW "$root/bin/tangram-tui")
check "the installed binary is not relocated at start-up" grep -q "Type: *EXEC" <<<"$header"
check "the installed binary has no program interpreter" bash -c '! grep -q INTERP <<<"$1"' _ "$program_headers"
check "the installed binary needs no shared library" bash -c '! grep -q "(NEEDED)" <<<"$1"' _ "$dynamic"
# The installed build is linked differently from the one the tmux tests use: drive it the same way.
for suite in viewer-smoke signals; do
  check "the installed binary passes Tests/tmux/$suite.sh" \
    bash -c 'bash "$1" "$2" >"$3" 2>&1 || { cat "$3" >&2; exit 1; }' _ "Tests/tmux/$suite.sh" "$binary" "$scratch/$suite.log"
done

check "man finds the page under the prefix" same "$(MANPATH=$root/share/man man -w tangram-tui)" "$root/share/man/man1/tangram-tui.1"
check "man shows it" bash -c 'MANPATH=$1 MANWIDTH=80 man tangram-tui 2>&1 | head -n 1 | grep -q "^TANGRAM-TUI(1) .*User Commands.* TANGRAM-TUI(1)$"' _ "$root/share/man"
check "bash binds the completion function" \
  same "$(bash --norc --noprofile -c 'source "$1"; complete -p tangram-tui' _ "$root/share/bash-completion/completions/tangram-tui")" \
  "complete -F _tangram_tui tangram-tui"
if command -v zsh >/dev/null; then
  check "zsh's compinit finds _tangram-tui on fpath" same "$(HOME=$scratch zsh -f -c \
    'fpath=($1 $fpath); autoload -U compinit; compinit -u -d $HOME/.zcompdump; print $_comps[tangram-tui]' _ "$root/share/zsh/site-functions")" \
    "_tangram-tui"
fi
if command -v fish >/dev/null; then
  # fish looks in $XDG_DATA_DIRS/fish/vendor_completions.d for commands on PATH.
  check "fish finds the completions in vendor_completions.d" same "$(PATH=$root/bin:$PATH HOME=$scratch \
    XDG_CONFIG_HOME=$scratch/config XDG_DATA_HOME=$scratch/data XDG_DATA_DIRS=$root/share \
    fish -c 'complete -C "tangram-tui --lo"' | cut -f1)" "--loader-dir"
fi

make --no-print-directory -s uninstall DESTDIR="$stage" PREFIX="$prefix" >"$scratch/uninstall.log" 2>&1 ||
  { cat "$scratch/uninstall.log" >&2; failed=$((failed + 1)); }
check "make uninstall leaves no file behind" same "$(find "$stage" ! -type d)" ""

echo "install-uninstall: $passed passed, $failed failed"
[ "$failed" -eq 0 ]
