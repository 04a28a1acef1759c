#!/usr/bin/env bash
# The whole scale-out topology on one machine, for trying it and for the tests (bench/failover.ts,
# bench/gateway-kill.ts): a pg_auto_failover monitor and two PostgreSQL 15 nodes (a primary and its
# synchronous standby) in FLEET_DIR, a role check per node (deploy/pg-role-check.mjs), HAProxy
# (deploy/haproxy.cfg) on the storefront's port, on the primary's port and on the standby's port (the
# gateways' DATABASE_READ_URL: browse reads), and GATEWAYS gateways on
# GATEWAY_BASE_PORT + 1..N (3001..300N), all on the Redis already running (its database REDIS_DB, so
# nothing else's keys mix in).
#
#   deploy/local-fleet.sh up        # installs postgresql-15-auto-failover and haproxy when missing
#   deploy/local-fleet.sh status
#   deploy/local-fleet.sh stop-primary   # pg_autoctl stop --immediate on the node that is the primary now
#   deploy/local-fleet.sh rejoin node1   # that node back, as the new primary's standby
#   deploy/local-fleet.sh down      # stops everything and removes FLEET_DIR
#
# Settings (environment): GATEWAYS (2), FLEET_DIR (/tmp/stagedoor-fleet), STOREFRONT_PORT (8080),
# PG_PRIMARY_PORT (55000), PG_STANDBY_PORT (55001), MONITOR_PORT (55431), NODE1_PORT (55432), NODE2_PORT (55433),
# STATS_PORT (8404),
# GATEWAY_BASE_PORT (3000: gateway i listens on 3000 + i), REDIS_URL
# (redis://127.0.0.1:6379/REDIS_DB, REDIS_DB 7), GATEWAY_ENV (extra KEY=value words for every gateway).
# Run as root (pg_autoctl itself runs as the postgres user, which it insists on).
set -euo pipefail

DEPLOY=$(cd "$(dirname "$0")" && pwd)
ROOT=$(dirname "$DEPLOY")
GATEWAYS=${GATEWAYS:-2}
FLEET_DIR=${FLEET_DIR:-/tmp/stagedoor-fleet}
STOREFRONT_PORT=${STOREFRONT_PORT:-8080}
PG_PRIMARY_PORT=${PG_PRIMARY_PORT:-55000}
PG_STANDBY_PORT=${PG_STANDBY_PORT:-55001}
MONITOR_PORT=${MONITOR_PORT:-55431}
NODE1_PORT=${NODE1_PORT:-55432}
NODE2_PORT=${NODE2_PORT:-55433}
STATS_PORT=${STATS_PORT:-8404}
GATEWAY_BASE_PORT=${GATEWAY_BASE_PORT:-3000}
REDIS_DB=${REDIS_DB:-7}
REDIS_URL=${REDIS_URL:-redis://127.0.0.1:6379/$REDIS_DB}
PG_BIN=/usr/lib/postgresql/15/bin
PG_USER=postgres
MONITOR_URL="postgres://autoctl_node@127.0.0.1:$MONITOR_PORT/pg_auto_failover?sslmode=disable"
DATABASE_URL="postgres://postgres@127.0.0.1:$PG_PRIMARY_PORT/stagedoor"
DATABASE_READ_URL="postgres://postgres@127.0.0.1:$PG_STANDBY_PORT/stagedoor"
export PATH="$PG_BIN:$PATH"

# pg_autoctl keeps each node's configuration and state under XDG_CONFIG_HOME and XDG_DATA_HOME: kept in
# FLEET_DIR, so `down` leaves nothing behind in the postgres user's home.
AS_PG=(runuser -u "$PG_USER" -- env PATH="$PATH" XDG_CONFIG_HOME="$FLEET_DIR/xdg/config" XDG_DATA_HOME="$FLEET_DIR/xdg/data")
as_pg() { "${AS_PG[@]}" "$@"; }
node_port() { if [ "$1" = node1 ]; then echo "$NODE1_PORT"; else echo "$NODE2_PORT"; fi; }
say() { printf '%s %s\n' "$(date -u +%H:%M:%S)" "$*"; }

packages() {
  if ! command -v pg_autoctl >/dev/null 2>&1 || ! command -v haproxy >/dev/null 2>&1; then
    say "installing postgresql-15-auto-failover and haproxy"
    apt-get update -qq
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq postgresql-15-auto-failover haproxy >/dev/null
  fi
}

# A process of ours in the background, its pid in FLEET_DIR/NAME.pid and its output in FLEET_DIR/NAME.log.
background() {
  local name=$1
  shift
  setsid "$@" >>"$FLEET_DIR/$name.log" 2>&1 </dev/null &
  echo $! >"$FLEET_DIR/$name.pid"
}

wait_for() {
  local what=$1 seconds=$2
  shift 2
  local deadline=$((SECONDS + seconds))
  until "$@" >/dev/null 2>&1; do
    if [ "$SECONDS" -ge "$deadline" ]; then
      say "no $what within ${seconds}s"
      return 1
    fi
    sleep 0.5
  done
}

# The monitor's view: node name and reported state, one node a line.
states() {
  psql -X -qAt -F ' ' "$MONITOR_URL" -c "SELECT nodename, reportedstate, goalstate FROM pgautofailover.node ORDER BY nodeid" 2>/dev/null
}
both_replicating() { [ "$(states | awk '$2 == "primary" && $3 == "primary"' | wc -l)" -eq 1 ] && [ "$(states | awk '$2 == "secondary" && $3 == "secondary"' | wc -l)" -eq 1 ]; }
current_primary() { states | awk '$3 == "primary" || $3 == "wait_primary" || $3 == "single" { print $1; exit }'; }

start_monitor() {
  as_pg pg_autoctl create monitor --pgdata "$FLEET_DIR/monitor" --pgport "$MONITOR_PORT" --hostname 127.0.0.1 \
    --auth trust --no-ssl --pgctl "$PG_BIN/pg_ctl" >>"$FLEET_DIR/monitor.log" 2>&1
  # How fast a lost primary is replaced (pg_autoctl(5) "Configuration"): health checks every second, a node
  # unhealthy once a check and its retry failed and it has not reported for 3 s, and the old primary given
  # 4 s to confirm it stopped before the standby is promoted. The defaults (5 s, 2 retries, 20 s, 30 s) suit
  # machines on a network; on one machine a failover takes about 10 s with these (docs/OPERATIONS.md).
  cat >>"$FLEET_DIR/monitor/postgresql.conf" <<EOF
pgautofailover.health_check_period = 1000
pgautofailover.health_check_timeout = 1000
pgautofailover.health_check_max_retries = 1
pgautofailover.health_check_retry_delay = 500
pgautofailover.node_considered_unhealthy_timeout = 3000
pgautofailover.primary_demote_timeout = 4000
EOF
  background monitor "${AS_PG[@]}" pg_autoctl run --pgdata "$FLEET_DIR/monitor"
  wait_for "monitor" 60 psql -X -qAt "$MONITOR_URL" -c 'SELECT 1 FROM pgautofailover.node LIMIT 0'
}

start_node() {
  local name=$1 port
  port=$(node_port "$name")
  # --replication-quorum: the standby's acknowledgement is part of every commit (synchronous_standby_names
  # set by pg_auto_failover while the standby is healthy), so an acknowledged order is on both nodes.
  as_pg pg_autoctl create postgres --pgdata "$FLEET_DIR/$name" --pgport "$port" --hostname 127.0.0.1 --name "$name" \
    --dbname stagedoor --monitor "$MONITOR_URL" --auth trust --no-ssl --pgctl "$PG_BIN/pg_ctl" \
    --replication-quorum true --candidate-priority 50 >>"$FLEET_DIR/$name.log" 2>&1
  # A primary cut off from the monitor and its standby stops itself after this long: below the monitor's
  # primary_demote_timeout, so it is down before the standby is promoted (no two primaries).
  as_pg pg_autoctl config set --pgdata "$FLEET_DIR/$name" timeout.network_partition_timeout 3 >/dev/null
  # Every client on this machine (the gateways through HAProxy, the checks, the tests) with trust, as the
  # PostgreSQL on 5432 here; on real machines use scram-sha-256 and a password in DATABASE_URL.
  echo "host all all 127.0.0.1/32 trust" >>"$FLEET_DIR/$name/pg_hba.conf"
  cat >>"$FLEET_DIR/$name/postgresql.conf" <<EOF
max_connections = 200
EOF
  background "$name" "${AS_PG[@]}" pg_autoctl run --pgdata "$FLEET_DIR/$name"
}

start_checks() {
  local name port
  for name in node1 node2; do
    port=$(node_port "$name")
    background "check-$name" node "$DEPLOY/pg-role-check.mjs" --name "$name" \
      --pg "postgres://postgres@127.0.0.1:$port/postgres?sslmode=disable" --monitor "$MONITOR_URL" --listen "127.0.0.1:$((port + 10))"
  done
}

start_haproxy() {
  local config="$FLEET_DIR/haproxy.cfg" lines="" i
  for i in $(seq 1 "$GATEWAYS"); do lines+="    server gw$i 127.0.0.1:$((GATEWAY_BASE_PORT + i)) check\n"; done
  sed "s|^    # @gateways|$lines|" "$DEPLOY/haproxy.cfg" >"$config"
  export FLEET_DIR FLEET_DEPLOY="$DEPLOY" PG_PRIMARY_ADDR="127.0.0.1:$PG_PRIMARY_PORT" PG_STANDBY_ADDR="127.0.0.1:$PG_STANDBY_PORT" STOREFRONT_ADDR="127.0.0.1:$STOREFRONT_PORT" \
    STATS_ADDR="127.0.0.1:$STATS_PORT" PG_NODE1_ADDR="127.0.0.1:$NODE1_PORT" PG_NODE1_CHECK_PORT=$((NODE1_PORT + 10)) \
    PG_NODE2_ADDR="127.0.0.1:$NODE2_PORT" PG_NODE2_CHECK_PORT=$((NODE2_PORT + 10))
  haproxy -c -q -f "$config"
  background haproxy haproxy -W -db -f "$config"
}

start_gateway() {
  local i=$1
  # What deploy/stagedoor@.service runs, one process per port.
  # shellcheck disable=SC2086 # GATEWAY_ENV is KEY=value words
  background "gateway-$i" env -C "$ROOT" NODE_ENV=production PORT=$((GATEWAY_BASE_PORT + i)) HOST=127.0.0.1 DATABASE_URL="$DATABASE_URL" \
    DATABASE_READ_URL="$DATABASE_READ_URL" REDIS_URL="$REDIS_URL" SETTINGS_KEY="$(cat "$FLEET_DIR/settings.key")" TRUST_PROXY=127.0.0.1 LOG_LEVEL=warn \
    ${GATEWAY_ENV:-} node --import tsx "$ROOT/server/src/main.ts"
}

gateway_ready() { curl -fsS "http://127.0.0.1:$((GATEWAY_BASE_PORT + $1))/readyz"; }

up() {
  packages
  if [ -e "$FLEET_DIR" ]; then
    say "$FLEET_DIR exists: run down first"
    exit 1
  fi
  mkdir -p "$FLEET_DIR"
  chown "$PG_USER" "$FLEET_DIR"
  head -c 32 /dev/urandom | base64 >"$FLEET_DIR/settings.key"
  say "monitor on $MONITOR_PORT"
  start_monitor
  say "primary node1 on $NODE1_PORT"
  start_node node1
  wait_for "node1 as primary" 90 sh -c "psql -X -qAt '$MONITOR_URL' -c \"SELECT 1 FROM pgautofailover.node WHERE nodename = 'node1' AND reportedstate = 'single'\" | grep -q 1"
  say "standby node2 on $NODE2_PORT"
  start_node node2
  wait_for "node2 as a synchronous standby" 180 both_replicating
  start_checks
  say "haproxy: storefront on $STOREFRONT_PORT, primary on $PG_PRIMARY_PORT, standby on $PG_STANDBY_PORT"
  start_haproxy
  wait_for "the primary through haproxy" 30 psql -X -qAt "$DATABASE_URL" -c 'SELECT 1'
  # The first gateway makes the schema and the demo data; the others start once it is ready.
  say "gateway 1 on $((GATEWAY_BASE_PORT + 1))"
  start_gateway 1
  wait_for "gateway 1 ready" 240 gateway_ready 1
  for i in $(seq 2 "$GATEWAYS"); do
    say "gateway $i on $((GATEWAY_BASE_PORT + i))"
    start_gateway "$i"
  done
  for i in $(seq 2 "$GATEWAYS"); do wait_for "gateway $i ready" 240 gateway_ready "$i"; done
  wait_for "the storefront through haproxy" 30 curl -fsS "http://127.0.0.1:$STOREFRONT_PORT/readyz"
  status
}

status() {
  echo "== pg_auto_failover (node, reported state, goal state)"
  states || echo "monitor not answering"
  echo "== synchronous standby on the primary"
  psql -X -qAt "$DATABASE_URL" -c "SHOW synchronous_standby_names" 2>/dev/null || echo "primary not reachable through haproxy"
  echo "== role checks"
  curl -s "http://127.0.0.1:$((NODE1_PORT + 10))/primary" || echo "node1 check down"
  curl -s "http://127.0.0.1:$((NODE2_PORT + 10))/primary" || echo "node2 check down"
  echo "== the standby the browse reads go to (through haproxy on $PG_STANDBY_PORT)"
  psql -X -qAt "$DATABASE_READ_URL" -c "SELECT 'in recovery: ' || pg_is_in_recovery()" 2>/dev/null || echo "no standby: browse reads go to the primary"
  echo "== gateways"
  local i
  for i in $(seq 1 "$GATEWAYS"); do
    printf 'gateway %s (%s): %s\n' "$i" "$((GATEWAY_BASE_PORT + i))" "$(curl -s -m 3 "http://127.0.0.1:$((GATEWAY_BASE_PORT + i))/readyz" | head -c 120 || echo down)"
  done
  echo "== storefront through haproxy on $STOREFRONT_PORT"
  curl -s -m 3 "http://127.0.0.1:$STOREFRONT_PORT/readyz" | head -c 160 || echo down
  echo
}

stop_primary() {
  local name
  name=$(current_primary)
  [ -n "$name" ] || { say "no primary known to the monitor"; exit 1; }
  say "stopping $name (pg_autoctl stop --immediate)"
  as_pg pg_autoctl stop --pgdata "$FLEET_DIR/$name" --immediate
  echo "$name"
}

# A stopped node back: its keeper asks the monitor, which has it rewind and follow the new primary.
rejoin() {
  local name=$1
  kill_pidfile "$FLEET_DIR/$name.pid"
  background "$name" "${AS_PG[@]}" pg_autoctl run --pgdata "$FLEET_DIR/$name"
  wait_for "both nodes replicating again" 180 both_replicating
  states
}

kill_pidfile() {
  local file=$1 pid
  [ -f "$file" ] || return 0
  pid=$(cat "$file")
  # setsid made each one a process group leader: the group goes with it (pg_autoctl's postgres, node's children).
  kill -TERM -- "-$pid" 2>/dev/null || true
  rm -f "$file"
}

down() {
  [ -d "$FLEET_DIR" ] || return 0
  local f name
  for f in "$FLEET_DIR"/gateway-*.pid "$FLEET_DIR"/haproxy.pid "$FLEET_DIR"/check-*.pid; do kill_pidfile "$f"; done
  for name in node2 node1 monitor; do
    [ -d "$FLEET_DIR/$name" ] && as_pg pg_autoctl stop --pgdata "$FLEET_DIR/$name" --fast >/dev/null 2>&1 || true
  done
  sleep 2
  for f in "$FLEET_DIR"/*.pid; do [ -e "$f" ] && kill_pidfile "$f"; done
  # A postgres left running (a node stopped by hand and restarted by its keeper, say).
  for name in node1 node2 monitor; do
    [ -f "$FLEET_DIR/$name/postmaster.pid" ] && as_pg pg_ctl -D "$FLEET_DIR/$name" stop -m immediate >/dev/null 2>&1 || true
  done
  if [ "${KEEP:-}" = 1 ]; then say "kept $FLEET_DIR"; else rm -rf "$FLEET_DIR"; fi
}

case "${1:-}" in
  up) up ;;
  status) status ;;
  stop-primary) stop_primary ;;
  primary) current_primary ;;
  rejoin) rejoin "${2:?rejoin NODE}" ;;
  down) down ;;
  *)
    echo "usage: $0 up|status|stop-primary|primary|rejoin NODE|down" >&2
    exit 2
    ;;
esac
