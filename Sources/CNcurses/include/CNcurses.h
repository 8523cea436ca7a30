// The C side of tangram-tui's ncursesw binding.
//
// SwiftPM drops the -D flags that `pkg-config ncursesw` prints, so the feature macros the wide-character
// API needs (cchar_t, setcchar, mvwadd_wch, wget_wch) are defined here, before <curses.h>.
//
// Swift imports plain C functions and simple constant macros, but not function-like or composite macros
// (getmaxyx, A_BOLD, BUTTON4_PRESSED, KEY_F(n), ...), and Swift 6 rejects the mutable C globals
// (stdscr, COLORS, COLOR_PAIRS, stdout) as not concurrency-safe. Each `static inline` function below
// exposes one of those to Swift under the prefix `CNcurses_`.

#ifndef TANGRAM_CNCURSES_H
#define TANGRAM_CNCURSES_H

#ifndef _XOPEN_SOURCE_EXTENDED
#define _XOPEN_SOURCE_EXTENDED 1
#endif
#ifndef NCURSES_WIDECHAR
#define NCURSES_WIDECHAR 1
#endif

#include <langinfo.h>
#include <locale.h>
#include <signal.h>
#include <stdio.h>
#include <sys/syscall.h>
#include <termios.h>
#include <unistd.h>
#include <wchar.h>

#include <ncursesw/curses.h>

// MARK: - Globals

/// The standard screen of the current terminal (NULL before newterm).
static inline WINDOW *CNcurses_stdscr(void) { return stdscr; }

/// The number of colours the terminal supports (0 before start_color).
static inline int CNcurses_COLORS(void) { return COLORS; }

/// The number of colour pairs the terminal supports (0 before start_color).
static inline int CNcurses_COLOR_PAIRS(void) { return COLOR_PAIRS; }

/// The screen as ncurses believes the terminal shows it (NULL before newterm).
static inline WINDOW *CNcurses_curscr(void) { return curscr; }

/// The C library's standard output stream.
static inline FILE *CNcurses_stdout(void) { return stdout; }

/// The C library's standard input stream.
static inline FILE *CNcurses_stdin(void) { return stdin; }

// MARK: - Window size

/// `getmaxyx`: the number of rows and columns of a window.
static inline void CNcurses_getmaxyx(WINDOW *window, int *rows, int *columns) {
  int y = 0, x = 0;
  getmaxyx(window, y, x);
  *rows = y;
  *columns = x;
}

// MARK: - Attributes

static inline attr_t CNcurses_A_NORMAL(void) { return A_NORMAL; }
static inline attr_t CNcurses_A_BOLD(void) { return A_BOLD; }
static inline attr_t CNcurses_A_DIM(void) { return A_DIM; }
static inline attr_t CNcurses_A_UNDERLINE(void) { return A_UNDERLINE; }
static inline attr_t CNcurses_A_REVERSE(void) { return A_REVERSE; }
static inline attr_t CNcurses_A_ITALIC(void) { return A_ITALIC; }

// MARK: - Keys

/// `KEY_F(n)`: the key code of function key n.
static inline int CNcurses_KEY_F(int n) { return KEY_F(n); }

// MARK: - Mouse masks

static inline mmask_t CNcurses_BUTTON1_PRESSED(void) { return BUTTON1_PRESSED; }
static inline mmask_t CNcurses_BUTTON1_RELEASED(void) { return BUTTON1_RELEASED; }
static inline mmask_t CNcurses_BUTTON1_CLICKED(void) { return BUTTON1_CLICKED; }
static inline mmask_t CNcurses_BUTTON2_PRESSED(void) { return BUTTON2_PRESSED; }
static inline mmask_t CNcurses_BUTTON3_PRESSED(void) { return BUTTON3_PRESSED; }
/// The wheel rolled up one notch.
static inline mmask_t CNcurses_BUTTON4_PRESSED(void) { return BUTTON4_PRESSED; }
/// The wheel rolled down one notch.
static inline mmask_t CNcurses_BUTTON5_PRESSED(void) { return BUTTON5_PRESSED; }
static inline mmask_t CNcurses_ALL_MOUSE_EVENTS(void) { return ALL_MOUSE_EVENTS; }
static inline mmask_t CNcurses_REPORT_MOUSE_POSITION(void) { return REPORT_MOUSE_POSITION; }

// MARK: - Wide characters

/// `wcwidth`, which glibc declares only under __USE_XOPEN and the Glibc module therefore hides.
static inline int CNcurses_wcwidth(wchar_t character) {
  extern int wcwidth(wchar_t);
  return wcwidth(character);
}

// MARK: - Terminfo

// term.h defines lowercase capability macros (`columns`, `lines`, `tab`, ...) that would break any C
// code after it, so it comes last.
#include <ncursesw/term.h>

/// Makes the current terminal's smcup/rmcup (enter and leave the alternate screen) empty, so that
/// endwin does not leave the alternate screen and a later refresh does not enter it.
///
/// ncurses keeps two copies of the capability table and reads its private one, which only
/// tigetstr reaches: the strings are emptied in place there, and the public slots are cleared too.
/// newterm has already queued smcup by the time this can run; the caller leaves the alternate
/// screen itself once that has been written.
static inline void CNcurses_forgetAlternateScreen(void) {
  char *capabilities[2] = { tigetstr("smcup"), tigetstr("rmcup") };
  for (int index = 0; index < 2; index++) {
    if (capabilities[index] != NULL && capabilities[index] != (char *)-1) {
      capabilities[index][0] = '\0';
    }
  }
  enter_ca_mode = NULL;
  exit_ca_mode = NULL;
}

/// A file in memory with no name in any directory (`memfd_create`, closed on exec), for text
/// held back while the screen is taken; -1 where the kernel has none (before Linux 3.17).
static inline int CNcurses_memoryFile(const char *name) {
  return (int)syscall(SYS_memfd_create, name, 1u /* MFD_CLOEXEC */);
}

/// Reads the terminfo entry of `TERM` as the current terminal, without taking the terminal over
/// (no screen is made and nothing is written); whether there is one. `CNcurses_forgetEntry`
/// frees it.
static inline bool CNcurses_readEntry(void) {
  int error = 0;
  return setupterm(NULL, STDOUT_FILENO, &error) == OK;
}

/// Frees the entry `CNcurses_readEntry` read; there is no current terminal after it.
static inline void CNcurses_forgetEntry(void) {
  del_curterm(cur_term);
}

/// The `colors` of a terminal type's terminfo entry, read without taking the terminal over
/// (setupterm, then the entry is freed and the current terminal put back); -1 when the entry is
/// unknown or has no `colors`.
static inline int CNcurses_terminfoColors(const char *term) {
  TERMINAL *saved = cur_term;
  int error = 0;
  if (setupterm(term, STDOUT_FILENO, &error) != OK) {
    set_curterm(saved);
    return -1;
  }
  int colors = tigetnum("colors");
  del_curterm(cur_term);
  set_curterm(saved);
  return colors;
}

#endif
