// How soon a thread runs beside a busy one (docs/performance.md, "A new thread waits for its
// creator"). The main thread starts or wakes a second one, then computes for 2 ms itself; each
// case prints the median delay (ms) until the second thread ran, and how long both took.
// Build and run: cc -O2 -pthread scripts/thread-wake.c -o /tmp/thread-wake && /tmp/thread-wake
#define _GNU_SOURCE
#include <pthread.h>
#include <sched.h>
#include <semaphore.h>
#include <stdio.h>
#include <stdlib.h>
#include <time.h>
#include <unistd.h>

enum { RUNS = 15 };
static volatile double started, ended;
static sem_t go, done;

static double now(void) { struct timespec t; clock_gettime(CLOCK_MONOTONIC, &t); return t.tv_sec * 1e3 + t.tv_nsec / 1e6; }
static void compute(double ms) { double end = now() + ms; while (now() < end) {} }
static void *once(void *unused) { started = now(); compute(2); ended = now(); return unused; }
static void *waiter(void *unused) { for (;;) { sem_wait(&go); started = now(); compute(2); ended = now(); sem_post(&done); } return unused; }
static int ascending(const void *a, const void *b) { double x = *(const double *)a, y = *(const double *)b; return (x > y) - (x < y); }

static void report(const char *name, double *delay, double *both) {
    qsort(delay, RUNS, sizeof *delay, ascending);
    qsort(both, RUNS, sizeof *both, ascending);
    printf("%-52s ran after %5.2f ms, both done in %5.2f ms\n", name, delay[RUNS / 2], both[RUNS / 2]);
}

static void started_thread(const char *name, int elsewhere) {
    double delay[RUNS], both[RUNS];
    for (int i = 0; i < RUNS; i++) {
        usleep(200000);  // both CPUs idle for a while, as before a program starts
        pthread_attr_t attributes;
        pthread_attr_init(&attributes);
        if (elsewhere) {
            cpu_set_t other;
            CPU_ZERO(&other);
            CPU_SET(sched_getcpu() == 0 ? 1 : 0, &other);
            pthread_attr_setaffinity_np(&attributes, sizeof other, &other);
        }
        double t0 = now();
        pthread_t thread;
        pthread_create(&thread, &attributes, once, NULL);
        compute(2);
        double mine = now();
        pthread_join(thread, NULL);
        delay[i] = started - t0;
        both[i] = (ended > mine ? ended : mine) - t0;
    }
    report(name, delay, both);
}

static void woken_thread(const char *name, useconds_t idle) {
    double delay[RUNS], both[RUNS];
    for (int i = 0; i < RUNS; i++) {
        usleep(idle);
        double t0 = now();
        sem_post(&go);
        compute(2);
        double mine = now();
        sem_wait(&done);
        delay[i] = started - t0;
        both[i] = (ended > mine ? ended : mine) - t0;
    }
    report(name, delay, both);
}

int main(void) {
    started_thread("a new thread", 0);
    started_thread("a new thread placed on the other CPU", 1);
    sem_init(&go, 0, 0);
    sem_init(&done, 0, 0);
    pthread_t thread;
    pthread_create(&thread, NULL, waiter, NULL);
    woken_thread("a waiting thread woken after 200 ms idle", 200000);
    woken_thread("a waiting thread woken after 0.2 ms idle", 200);
    return 0;
}
