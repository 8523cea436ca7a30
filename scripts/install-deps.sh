#!/usr/bin/env bash
# Installs what building and testing tangram-tui needs on Debian: the ncursesw headers, tmux,
# strace (the tmux test that counts the writes of one frame), python3 (the signal storm on a
# pseudo-terminal), groff and mandoc (the manual page
# is checked with both), man-db (man shows the installed page), and zsh and fish (the
# completion scripts are run in them).
# With --build, only what building needs (the ncursesw headers and static libraries, and the C
# library's static archive for the static release binary), so make build and make install ask for
# nothing the tests alone use.
# As root it uses apt-get; otherwise it says what to install.
set -euo pipefail

missing=()
[ -e /usr/include/ncursesw/curses.h ] || [ -e /usr/include/ncurses.h ] || missing+=(libncurses-dev)
[ -e "/usr/lib/$(uname -m)-linux-gnu/libc.a" ] || missing+=(libc6-dev)
[ "${1:-}" = --build ] || {
  command -v tmux >/dev/null 2>&1 || missing+=(tmux)
  command -v python3 >/dev/null 2>&1 || missing+=(python3)
  command -v strace >/dev/null 2>&1 || missing+=(strace)
  command -v groff >/dev/null 2>&1 || missing+=(groff-base)
  command -v mandoc >/dev/null 2>&1 || missing+=(mandoc)
  command -v zsh >/dev/null 2>&1 || missing+=(zsh)
  command -v fish >/dev/null 2>&1 || missing+=(fish)
  command -v man >/dev/null 2>&1 || missing+=(man-db)
}

if ! command -v swift >/dev/null 2>&1; then
  echo "tangram-tui needs the Swift 6 toolchain on PATH (https://www.swift.org/install/)." >&2
  exit 1
fi

[ ${#missing[@]} -eq 0 ] && exit 0

if [ "$(id -u)" -eq 0 ] && command -v apt-get >/dev/null 2>&1; then
  echo "Installing ${missing[*]} ..."
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq
  apt-get install -y -qq "${missing[@]}" >/dev/null
else
  echo "Please install: ${missing[*]}  (for example: sudo apt-get install ${missing[*]})" >&2
  exit 1
fi
