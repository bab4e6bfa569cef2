# Starts a private PostgreSQL cluster on a loopback port and exports DATABASE_URL_PG for the tests.
PG_PORT=${PG_PORT:-55432}
# Its own folder per shell: a second cluster (a developer's, another run's) is never wiped.
PG_DIR=${PG_DIR:-/tmp/yingshi-ci-pg-$$}

start_postgres() {
  local bin
  bin=$(ls -d /usr/lib/postgresql/*/bin | sort -V | tail -n 1)
  rm -rf "$PG_DIR" && mkdir -p "$PG_DIR"
  local run_as=()
  if [ "$(id -u)" = 0 ]; then
    chown postgres:postgres "$PG_DIR"
    run_as=(runuser -u postgres --)
  fi
  "${run_as[@]}" "$bin/initdb" -D "$PG_DIR/data" -U postgres -A trust >/dev/null
  # A port another cluster already holds would leave the tests with nothing to talk to.
  while (echo >"/dev/tcp/127.0.0.1/$PG_PORT") 2>/dev/null; do PG_PORT=$((PG_PORT + 1)); done
  "${run_as[@]}" "$bin/pg_ctl" -D "$PG_DIR/data" -l "$PG_DIR/log" -w \
    -o "-p $PG_PORT -k $PG_DIR -c listen_addresses=127.0.0.1 -c max_connections=200 -c fsync=off" start >/dev/null ||
    { echo "[ci] PostgreSQL failed to start:"; tail -n 5 "$PG_DIR/log"; return 1; }
  export DATABASE_URL_PG="postgres://postgres@127.0.0.1:$PG_PORT/postgres"
  export PG_BIN="$bin"
  echo "[ci] PostgreSQL on 127.0.0.1:$PG_PORT"
}

stop_postgres() {
  local run_as=()
  [ "$(id -u)" = 0 ] && run_as=(runuser -u postgres --)
  [ -n "${PG_BIN:-}" ] && "${run_as[@]}" "$PG_BIN/pg_ctl" -D "$PG_DIR/data" -m fast stop >/dev/null 2>&1 || true
}
