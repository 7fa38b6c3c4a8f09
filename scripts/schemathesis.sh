#!/usr/bin/env bash
# Fuzzes a running plates-server against docs/openapi.yaml with Schemathesis (PyPI):
# every check it has: no 5xx, every response matches the document (status, content type, headers,
# schema), bad data is refused, good data accepted (but for the rules a schema cannot say:
# scripts/schemathesis.toml), Allow, authentication, one account's data out of another's reach.
# Left out: the three operations that end the fuzzing session itself (log out everywhere, end a
# session, delete the account); AccountManagementTests covers them.
# Usage: scripts/schemathesis.sh [max-examples]   (builds plates-server first if needed)
# Needs: pip install schemathesis. The command and its last figures are in docs/server.md.
set -euo pipefail
cd "$(dirname "$0")/.."
examples="${1:-50}"
swift build --product plates-server >/dev/null
# shellcheck source=lib/start-server.sh
. scripts/lib/start-server.sh .build/debug/plates-server --bcrypt-cost 4 --token-rate 0 --log-level "${PLATES_SERVER_LOG_LEVEL:-warning}"
server_log="$work/server.log"
status=0
schemathesis --config-file scripts/schemathesis.toml run docs/openapi.yaml --url "$url" \
    -H "Authorization: Bearer $token" \
    --exclude-operation-id logOutEverywhere --exclude-operation-id endSession --exclude-operation-id deleteAccount \
    --checks all \
    --max-examples "$examples" --phases examples,coverage,fuzzing,stateful \
    --suppress-health-check all --request-timeout 10 --seed 2026 || status=$?
if ! kill -0 "$server" 2>/dev/null; then
    echo "plates-server is not running any more: the end of its log:" >&2
    grep -v "^\(r[0-9a-z]* 0x\|cs 0x\|rflags\|0x0000\)" "$server_log" | grep -A25 -i "fatal\|crash\|error" | head -60 >&2
    status=1
fi
exit "$status"
