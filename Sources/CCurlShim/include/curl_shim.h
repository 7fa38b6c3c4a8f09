#ifndef PLATES_CURL_SHIM_H
#define PLATES_CURL_SHIM_H

#include <stddef.h>

/// The outcome of one HTTP exchange through libcurl (loaded with dlopen on first use, so the
/// `plates` binary links no networking library: docs/DECISIONS.md, "HTTP without FoundationNetworking").
typedef struct {
    /// 0 when the exchange completed (then `status` is the HTTP status); otherwise libcurl's
    /// CURLcode, or -1 when libcurl could not be loaded.
    int curl_code;
    long status;
    char *body;          /// malloc'ed; `body_length` bytes (not NUL-terminated)
    size_t body_length;
    char *retry_after;   /// malloc'ed header value or NULL
    char *location;      /// malloc'ed header value or NULL
    char error[512];     /// what went wrong, when curl_code != 0
} plates_http_result;

/// Performs one request and blocks until it ends. `headers` holds `header_count` lines
/// ("Name: value"). A NULL `body` sends none. Timeouts are in milliseconds: connecting, the whole
/// exchange, and silence (no byte received for that long after connecting).
void plates_http_exchange(const char *method, const char *url,
                          const char *const *headers, int header_count,
                          const void *body, size_t body_length,
                          long connect_timeout_ms, long total_timeout_ms, long silence_timeout_ms,
                          plates_http_result *out);

/// Frees what `plates_http_exchange` allocated in `result`.
void plates_http_result_free(plates_http_result *result);

#endif
