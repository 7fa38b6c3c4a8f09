#ifndef PLATES_CNCURSES_SHIM_H
#define PLATES_CNCURSES_SHIM_H

// Wide-character ncurses: both must be defined before the header, or cchar_t and the
// *_wch functions are not declared.
#define NCURSES_WIDECHAR 1
#define _XOPEN_SOURCE_EXTENDED 1
#include <locale.h>
#include <ncursesw/curses.h>

// Swift 6 refuses mutable C globals ("not concurrency-safe"); read them through functions.
static inline WINDOW *plates_stdscr(void) { return stdscr; }
static inline int plates_lines(void) { return LINES; }
static inline int plates_cols(void) { return COLS; }
static inline int plates_colors(void) { return COLORS; }
// COLOR_PAIR is a macro; Swift does not import function-like macros.
static inline int plates_color_pair(int n) { return COLOR_PAIR(n); }

#endif
