/* The floor for the start-up benchmark (docs/performance.md): the least a C ncurses program does to
 * draw a dashboard's shape (tabs, two boxes, a status line) and wait for q. scripts/terminal-bench.py
 * --floor builds it with `cc -O2 … -lncursesw` and times it beside plates. */
#include <locale.h>
#include <ncurses.h>
int main(void) {
    setlocale(LC_ALL, "");
    initscr(); cbreak(); noecho(); keypad(stdscr, TRUE); curs_set(0);
    mvprintw(0, 1, "1 Dashboard  2 Exercises  3 History  4 Body weight  5 Settings");
    WINDOW *week = newwin(8, COLS / 2 - 1, 2, 0), *prs = newwin(8, COLS - COLS / 2, 2, COLS / 2);
    box(week, 0, 0); mvwprintw(week, 0, 2, " This week "); mvwprintw(week, 2, 2, "Today  3 sets  1,450 kg");
    box(prs, 0, 0); mvwprintw(prs, 0, 2, " Recent PRs "); mvwprintw(prs, 2, 2, "Bench Press  100 kg x 5");
    mvprintw(LINES - 1, 0, "l log  / search  ? keys  q quit");
    wnoutrefresh(stdscr); wnoutrefresh(week); wnoutrefresh(prs); doupdate();
    while (getch() != 'q') {}
    endwin();
    return 0;
}
