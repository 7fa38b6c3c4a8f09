# Sourced by scripts that need a running plates-server: starts BINARY (first argument) on a free
# port with a fresh database, stops it on exit, signs up one account.
# Sets: work (a temporary folder), server (the pid), url, token. Extra arguments go to the server.
# Storage: a new SQLite file in $work, or the PostgreSQL database PLATES_SERVER_POSTGRES names.
binary="$1"; shift
work="$(mktemp -d)"
storage=(--db "$work/server.sqlite")
[ -n "${PLATES_SERVER_POSTGRES:-}" ] && storage=(--postgres "$PLATES_SERVER_POSTGRES")
"$binary" "${storage[@]}" --port 0 "$@" >"$work/out" 2>"$work/server.log" &
server=$!
trap 'kill -TERM $server 2>/dev/null || true' EXIT
for _ in $(seq 1 100); do grep -q "listening on" "$work/out" 2>/dev/null && break; sleep 0.1; done
url="$(grep -o 'http://[0-9.:]*' "$work/out" | head -1)"
token="$(curl -sf -X POST "$url/api/v1/auth/signup" -H 'Content-Type: application/json' \
    -d "{\"email\":\"script-$$-$RANDOM@example.com\",\"password\":\"script password\"}" \
    | python3 -c 'import json,sys; print(json.load(sys.stdin)["data"]["access_token"])')"
