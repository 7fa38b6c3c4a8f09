// One HTTP exchange over libcurl, loaded at run time (dlopen) so that `plates` starts without
// mapping libcurl and its ~30 dependencies unless it talks to a server. libcurl's headers are not
// needed: the few option numbers used are part of its stable ABI (curl/curl.h, CURLOPTTYPE_*).
#include "curl_shim.h"

#include <dlfcn.h>
#include <pthread.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <stdio.h>

typedef void CURL;
struct curl_slist;

enum {
    OPT_WRITEDATA = 10001, OPT_URL = 10002, OPT_ERRORBUFFER = 10010, OPT_POSTFIELDS = 10015,
    OPT_HTTPHEADER = 10023, OPT_HEADERDATA = 10029, OPT_CUSTOMREQUEST = 10036,
    OPT_LOW_SPEED_LIMIT = 19, OPT_LOW_SPEED_TIME = 20, OPT_NOSIGNAL = 99, OPT_NOPROGRESS = 43,
    OPT_TIMEOUT_MS = 155, OPT_CONNECTTIMEOUT_MS = 156, OPT_HTTPGET = 80,
    OPT_WRITEFUNCTION = 20011, OPT_HEADERFUNCTION = 20079, OPT_POSTFIELDSIZE_LARGE = 30120,
    INFO_RESPONSE_CODE = 0x200002,
    GLOBAL_ALL = 3,
};

static struct {
    int loaded;
    char error[256];
    int (*global_init)(long);
    CURL *(*easy_init)(void);
    int (*easy_setopt)(CURL *, int, ...);
    int (*easy_perform)(CURL *);
    int (*easy_getinfo)(CURL *, int, ...);
    void (*easy_cleanup)(CURL *);
    const char *(*easy_strerror)(int);
    struct curl_slist *(*slist_append)(struct curl_slist *, const char *);
    void (*slist_free_all)(struct curl_slist *);
} curl;

static pthread_once_t load_once = PTHREAD_ONCE_INIT;

static void load(void) {
    static const char *names[] = { "libcurl.so.4", "libcurl.so", "libcurl-gnutls.so.4", "libcurl.4.dylib", NULL };
    void *lib = NULL;
    for (int i = 0; names[i] && !lib; i++) lib = dlopen(names[i], RTLD_NOW | RTLD_LOCAL);
    if (!lib) {
        const char *why = dlerror();
        snprintf(curl.error, sizeof curl.error, "talking to a server needs libcurl (the libcurl4 package): %s", why ? why : "not found");
        return;
    }
#define LOAD(field, symbol) *(void **)(&curl.field) = dlsym(lib, symbol); if (!curl.field) { \
        snprintf(curl.error, sizeof curl.error, "the libcurl found lacks %s", symbol); return; }
    LOAD(global_init, "curl_global_init")
    LOAD(easy_init, "curl_easy_init")
    LOAD(easy_setopt, "curl_easy_setopt")
    LOAD(easy_perform, "curl_easy_perform")
    LOAD(easy_getinfo, "curl_easy_getinfo")
    LOAD(easy_cleanup, "curl_easy_cleanup")
    LOAD(easy_strerror, "curl_easy_strerror")
    LOAD(slist_append, "curl_slist_append")
    LOAD(slist_free_all, "curl_slist_free_all")
#undef LOAD
    if (curl.global_init(GLOBAL_ALL) != 0) {
        snprintf(curl.error, sizeof curl.error, "libcurl did not initialise");
        return;
    }
    curl.loaded = 1;
}

typedef struct { char *bytes; size_t length, capacity; int overflow; } buffer;

static size_t on_body(char *data, size_t size, size_t count, void *context) {
    buffer *b = context;
    size_t n = size * count;
    if (b->length + n > b->capacity) {
        size_t capacity = b->capacity ? b->capacity : 4096;
        while (capacity < b->length + n) capacity *= 2;
        char *grown = realloc(b->bytes, capacity);
        if (!grown) { b->overflow = 1; return 0; }   // aborts the transfer (CURLE_WRITE_ERROR)
        b->bytes = grown;
        b->capacity = capacity;
    }
    memcpy(b->bytes + b->length, data, n);
    b->length += n;
    return n;
}

/// Copies a header's value, trimmed, when `line` is "name: value".
static char *header_value(const char *line, size_t n, const char *name) {
    size_t k = strlen(name);
    if (n <= k || strncasecmp(line, name, k) != 0 || line[k] != ':') return NULL;
    const char *v = line + k + 1, *end = line + n;
    while (v < end && (*v == ' ' || *v == '\t')) v++;
    while (end > v && (end[-1] == '\r' || end[-1] == '\n' || end[-1] == ' ' || end[-1] == '\t')) end--;
    char *copy = malloc((size_t)(end - v) + 1);
    if (!copy) return NULL;
    memcpy(copy, v, (size_t)(end - v));
    copy[end - v] = 0;
    return copy;
}

static size_t on_header(char *data, size_t size, size_t count, void *context) {
    plates_http_result *out = context;
    size_t n = size * count;
    if (n >= 5 && strncmp(data, "HTTP/", 5) == 0) {   // a new response (after a 100 Continue): forget the last
        free(out->retry_after); out->retry_after = NULL;
        free(out->location); out->location = NULL;
    }
    char *v;
    if ((v = header_value(data, n, "Retry-After"))) { free(out->retry_after); out->retry_after = v; }
    if ((v = header_value(data, n, "Location"))) { free(out->location); out->location = v; }
    return n;
}

void plates_http_exchange(const char *method, const char *url,
                          const char *const *headers, int header_count,
                          const void *body, size_t body_length,
                          long connect_timeout_ms, long total_timeout_ms, long silence_timeout_ms,
                          plates_http_result *out) {
    memset(out, 0, sizeof *out);
    pthread_once(&load_once, load);
    if (!curl.loaded) {
        out->curl_code = -1;
        snprintf(out->error, sizeof out->error, "%s", curl.error);
        return;
    }
    CURL *h = curl.easy_init();
    if (!h) {
        out->curl_code = -1;
        snprintf(out->error, sizeof out->error, "libcurl could not start a request");
        return;
    }
    struct curl_slist *list = NULL;
    for (int i = 0; i < header_count; i++) list = curl.slist_append(list, headers[i]);
    list = curl.slist_append(list, "Expect:");   // no 100-continue round trip for larger bodies
    buffer received = {0};
    char error[256] = {0};

    curl.easy_setopt(h, OPT_URL, url);
    curl.easy_setopt(h, OPT_NOSIGNAL, 1L);
    curl.easy_setopt(h, OPT_NOPROGRESS, 1L);
    curl.easy_setopt(h, OPT_ERRORBUFFER, error);
    curl.easy_setopt(h, OPT_CONNECTTIMEOUT_MS, connect_timeout_ms);
    curl.easy_setopt(h, OPT_TIMEOUT_MS, total_timeout_ms);
    curl.easy_setopt(h, OPT_LOW_SPEED_LIMIT, 1L);
    curl.easy_setopt(h, OPT_LOW_SPEED_TIME, (silence_timeout_ms + 999) / 1000);
    curl.easy_setopt(h, OPT_HTTPHEADER, list);
    curl.easy_setopt(h, OPT_WRITEFUNCTION, on_body);
    curl.easy_setopt(h, OPT_WRITEDATA, &received);
    curl.easy_setopt(h, OPT_HEADERFUNCTION, on_header);
    curl.easy_setopt(h, OPT_HEADERDATA, out);
    if (body || strcmp(method, "GET") != 0) {
        curl.easy_setopt(h, OPT_POSTFIELDSIZE_LARGE, (long long)(body ? body_length : 0));
        curl.easy_setopt(h, OPT_POSTFIELDS, body ? body : "");
    }
    if (strcmp(method, "GET") == 0 && !body) curl.easy_setopt(h, OPT_HTTPGET, 1L);
    else if (strcmp(method, "POST") != 0) curl.easy_setopt(h, OPT_CUSTOMREQUEST, method);

    int code = curl.easy_perform(h);
    out->curl_code = code;
    if (code == 0) {
        curl.easy_getinfo(h, INFO_RESPONSE_CODE, &out->status);
        out->body = received.bytes;
        out->body_length = received.length;
        received.bytes = NULL;
    } else if (received.overflow) {
        snprintf(out->error, sizeof out->error, "the server's answer did not fit in memory");
    } else {
        snprintf(out->error, sizeof out->error, "%s", error[0] ? error : curl.easy_strerror(code));
    }
    free(received.bytes);
    curl.slist_free_all(list);
    curl.easy_cleanup(h);
}

void plates_http_result_free(plates_http_result *result) {
    free(result->body);
    free(result->retry_after);
    free(result->location);
    result->body = result->retry_after = result->location = NULL;
}
