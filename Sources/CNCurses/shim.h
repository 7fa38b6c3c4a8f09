#ifndef PLATES_CNCURSES_SHIM_H
#define PLATES_CNCURSES_SHIM_H

// Wide-character ncurses: both must be defined before the header, or cchar_t and the
// *_wch functions are not declared.
#define NCURSES_WIDECHAR 1
#define _XOPEN_SOURCE_EXTENDED 1
#include <locale.h>
#include <ncursesw/curses.h>
#include <ncursesw/term.h>
#include <langinfo.h>
#include <wchar.h>

// Swift 6 refuses mutable C globals ("not concurrency-safe"); read them through functions.
static inline WINDOW *plates_stdscr(void) { return stdscr; }
static inline int plates_lines(void) { return LINES; }
static inline int plates_cols(void) { return COLS; }
static inline int plates_colors(void) { return COLORS; }
static inline int plates_color_pairs(void) { return COLOR_PAIRS; }
// stdin and stdout are C globals as well; newterm on them starts curses on the process's terminal.
static inline SCREEN *plates_newterm(void) { return newterm(NULL, stdout, stdin); }
// COLOR_PAIR is a macro; Swift does not import function-like macros.
static inline int plates_color_pair(int n) { return COLOR_PAIR(n); }

// The A_* attributes are built by the NCURSES_BITS macro, which Swift does not import.
static inline attr_t plates_attributes(int bold, int dim, int underline, int reverse) {
    attr_t a = A_NORMAL;
    if (bold) a |= A_BOLD;
    if (dim) a |= A_DIM;
    if (underline) a |= A_UNDERLINE;
    if (reverse) a |= A_REVERSE;
    return a;
}
// One cell: setcchar builds the wide character with its attributes and colour pair, and
// mvwadd_wch puts it without moving anything else (cchar_t is opaque to Swift).
static inline int plates_put_cell(int y, int x, const wchar_t *text, attr_t attributes, int pair) {
    cchar_t c;
    if (setcchar(&c, text, attributes, (short)pair, NULL) != OK) return ERR;
    return mvwadd_wch(stdscr, y, x, &c);
}
// The codeset of the current locale ("UTF-8" or, under LANG=C, "ANSI_X3.4-1968").
static inline const char *plates_codeset(void) { return nl_langinfo(CODESET); }
// curscr is a C global too; clearok(curscr) makes the next refresh repaint the whole screen.
static inline void plates_force_repaint(void) { clearok(curscr, TRUE); }
// Whether the terminal has an alternate screen (vt100 has none: the last frame would stay).
static inline int plates_has_alternate_screen(void) {
    char *s = tigetstr("smcup");
    return s != NULL && s != (char *)-1 && s[0] != 0;
}

#endif
