#!/usr/bin/env bash
# Load test of plates-server on loopback with wrk: logging sets (POST /api/v1/sets), each with
# the new-PR check, for one account. Prints wrk's figures (requests/s, latency percentiles).
# Usage: scripts/server-bench.sh [seconds] [connections]   — release build; needs wrk (apt).
# PostgreSQL instead of SQLite: PLATES_SERVER_POSTGRES=postgres://… scripts/server-bench.sh
# (a throwaway cluster: scripts/postgres-cluster.sh start DIR). More server options: PLATES_SERVER_ARGS="--postgres-connections 4".
# Another binary (to compare two builds): PLATES_SERVER_BINARY=/tmp/old-plates-server scripts/server-bench.sh
# As the app sends its writes (each with its own Idempotency-Key): PLATES_BENCH_IDEMPOTENCY=1 scripts/server-bench.sh
# After the POST run it prints the server's CPU time per request (utime + stime from /proc).
# Figures and the machine they came from: docs/performance.md.
set -euo pipefail
cd "$(dirname "$0")/.."
seconds="${1:-20}"
connections="${2:-32}"
binary="${PLATES_SERVER_BINARY:-}"
if [ -z "$binary" ]; then
  swift build -c release --product plates-server >/dev/null
  binary=.build/release/plates-server
fi
# shellcheck source=lib/start-server.sh
. scripts/lib/start-server.sh "$binary" --token-rate 0 --log-level warning ${PLATES_SERVER_ARGS:-}
cat >"$work/log-set.lua" <<LUA
wrk.method = "POST"
wrk.headers["Content-Type"] = "application/json"
wrk.headers["Authorization"] = "Bearer $token"
counter = 0
threads = 0
idempotency = ${PLATES_BENCH_IDEMPOTENCY:-0}
function setup(thread)
  threads = threads + 1
  thread:set("tid", threads)
end
request = function()
  counter = counter + 1
  local body = string.format('{"exercise_id":"b45e0000-0000-4000-8000-000000000001","weight":%d,"weight_unit":"kg","reps":5}', 60 + counter % 80)
  local headers = nil
  if idempotency == 1 then
    -- wrk.format's headers replace wrk.headers: name them all.
    headers = { ["Content-Type"] = "application/json", ["Authorization"] = "Bearer $token",
                ["Idempotency-Key"] = string.format("bench-%d-%d", tid, counter) }
  end
  return wrk.format(nil, "/api/v1/sets", headers, body)
end
LUA
echo "POST /api/v1/sets$([ "${PLATES_BENCH_IDEMPOTENCY:-0}" = 1 ] && echo " with an Idempotency-Key each"), ${seconds}s, ${connections} connections, 2 threads ($(grep -o '(database .*)' "$work/out"))"
cpu_before=$(awk '{print $14 + $15}' "/proc/$server/stat")
wrk -t2 -c"$connections" -d"${seconds}s" --latency -s "$work/log-set.lua" "$url" | tee "$work/wrk.txt"
cpu_after=$(awk '{print $14 + $15}' "/proc/$server/stat")
requests=$(grep -o '[0-9]* requests in' "$work/wrk.txt" | grep -o '^[0-9]*')
python3 -c "print('server CPU per request: %.0f µs' % (($cpu_after - $cpu_before) * 1e6 / $(getconf CLK_TCK) / $requests))"
curl -sf "$url/api/v1/sets?limit=1" -H "Authorization: Bearer $token" | python3 -c 'import json,sys; print("sets stored:", json.load(sys.stdin)["data"]["total"])'
echo "GET /api/v1/sets?limit=50 (one page of history), ${seconds}s:"
wrk -t2 -c"$connections" -d"${seconds}s" --latency -H "Authorization: Bearer $token" "$url/api/v1/sets?limit=50"
