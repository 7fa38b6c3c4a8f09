#!/usr/bin/env bash
# A throwaway PostgreSQL cluster on 127.0.0.1 for the tests and the load test (docs/server.md).
#   scripts/postgres-cluster.sh start DIR [PORT]  — creates DIR, starts the cluster, prints its URL
#   scripts/postgres-cluster.sh stop DIR          — stops it (DIR can then be deleted)
# Needs PostgreSQL's server programs (Debian: apt-get install postgresql). Password auth
# (scram-sha-256) as in a real deployment. As root, the cluster runs as the `postgres` user.
set -euo pipefail
command="${1:?start or stop}"; dir="${2:?a folder for the cluster}"; port="${3:-54329}"
bin="$(dirname "$(ls /usr/lib/postgresql/*/bin/initdb 2>/dev/null | sort -V | tail -1 || true)")"
[ -x "$bin/initdb" ] || bin="$(dirname "$(command -v initdb || echo /none/initdb)")"
[ -x "$bin/initdb" ] || { echo "postgres-cluster: PostgreSQL's initdb was not found (apt-get install postgresql)" >&2; exit 1; }
as_owner() { if [ "$(id -u)" = 0 ]; then su postgres -s /bin/sh -c "$*"; else sh -c "$*"; fi; }
case "$command" in
start)
  mkdir -p "$dir"
  [ "$(id -u)" = 0 ] && chown postgres "$dir"
  password="plates-test-password"
  if [ ! -f "$dir/data/PG_VERSION" ]; then
    as_owner "printf '%s' '$password' > '$dir/pwfile'"
    as_owner "'$bin/initdb' -D '$dir/data' -U plates --pwfile='$dir/pwfile' --auth=scram-sha-256 -E UTF8 --locale=C.UTF-8" >"$dir/initdb.log" 2>&1 \
      || { cat "$dir/initdb.log" >&2; exit 1; }
  fi
  as_owner "'$bin/pg_ctl' -D '$dir/data' status" >/dev/null 2>&1 || as_owner "'$bin/pg_ctl' -D '$dir/data' -l '$dir/server.log' -w -t 30 -o \"-p $port -k '$dir' -c listen_addresses=127.0.0.1 -c fsync=on -c max_connections=500\" start" >/dev/null \
    || { cat "$dir/server.log" >&2; exit 1; }
  PGPASSWORD="$password" psql -h 127.0.0.1 -p "$port" -U plates -d postgres -qtc "SELECT 1 FROM pg_database WHERE datname = 'plates'" | grep -q 1 \
    || PGPASSWORD="$password" createdb -h 127.0.0.1 -p "$port" -U plates plates
  echo "postgres://plates:$password@127.0.0.1:$port/plates"
  ;;
stop)
  as_owner "'$bin/pg_ctl' -D '$dir/data' -m fast -w stop" >/dev/null 2>&1 || true
  ;;
*) echo "usage: $0 start|stop DIR [PORT]" >&2; exit 2 ;;
esac
