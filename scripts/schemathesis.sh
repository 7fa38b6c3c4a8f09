#!/usr/bin/env bash
# Fuzzes a running plates-server against docs/openapi.yaml with Schemathesis (PyPI):
# no 5xx, and every response matches the document (status, content type, headers, schema).
# Usage: scripts/schemathesis.sh [max-examples]   (builds plates-server first if needed)
# Needs: pip install schemathesis. The command and its last figures are in docs/server.md.
set -euo pipefail
cd "$(dirname "$0")/.."
examples="${1:-50}"
swift build --product plates-server >/dev/null
work="$(mktemp -d)"
server_log="$work/server.log"
.build/debug/plates-server --db "$work/server.sqlite" --port 0 --bcrypt-cost 4 --token-rate 0 --log-level "${PLATES_SERVER_LOG_LEVEL:-warning}" \
    >"$work/out" 2>"$server_log" &
server=$!
trap 'kill -TERM $server 2>/dev/null || true' EXIT
for _ in $(seq 1 100); do grep -q "listening on" "$work/out" 2>/dev/null && break; sleep 0.1; done
url="$(grep -o 'http://[0-9.:]*' "$work/out" | head -1)"
token="$(curl -sf -X POST "$url/api/v1/auth/signup" -H 'Content-Type: application/json' \
    -d '{"email":"fuzz@example.com","password":"fuzzing password"}' \
    | python3 -c 'import json,sys; print(json.load(sys.stdin)["data"]["access_token"])')"
status=0
schemathesis run docs/openapi.yaml --url "$url" \
    -H "Authorization: Bearer $token" \
    --checks not_a_server_error,status_code_conformance,content_type_conformance,response_headers_conformance,response_schema_conformance \
    --max-examples "$examples" --phases examples,coverage,fuzzing,stateful \
    --suppress-health-check all --request-timeout 10 --seed 2026 || status=$?
if ! kill -0 "$server" 2>/dev/null; then
    echo "plates-server is not running any more: the end of its log:" >&2
    grep -v "^\(r[0-9a-z]* 0x\|cs 0x\|rflags\|0x0000\)" "$server_log" | grep -A25 -i "fatal\|crash\|error" | head -60 >&2
    status=1
fi
exit "$status"
