#!/bin/sh
# Restarts the app instances one at a time, each on the image `docker compose build` (or pull) made
# last: the same rolling restart `npm run cluster -- --rolling-restart` does on one machine.
#
#   deploy/rolling-restart.sh            # migrations first (npm run migrate, alone), then app-1, app-2
#   deploy/rolling-restart.sh --no-migrate
#
# Each instance gets SIGTERM (its /ready turns 503, Caddy takes it out within a second, it keeps
# serving DRAIN_SECONDS, finishes what is in flight and exits), is started again, and the next one
# only goes once the fresh one answers /ready and Caddy has had time to see it.
set -eu
cd "$(dirname "$0")"
compose="docker compose -f compose.yaml"

if [ "${1:-}" != "--no-migrate" ]; then
  echo "== migrations (under the advisory lock; the running instances keep serving)"
  $compose run --rm --no-deps app-1 node apps/server/dist/migrate.js
fi

ready() {
  $compose exec -T "$1" node -e \
    "fetch('http://127.0.0.1:3000/ready').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))" \
    >/dev/null 2>&1
}

for service in app-1 app-2; do
  echo "== $service: draining and replacing"
  $compose up -d --no-deps --force-recreate "$service"
  waited=0
  until ready "$service"; do
    waited=$((waited + 1))
    if [ "$waited" -gt 120 ]; then
      echo "$service is not ready after 120 s: stopping here, the other instance keeps serving" >&2
      echo "look at: $compose logs $service" >&2
      exit 1
    fi
    sleep 1
  done
  # Caddy checks /ready every second: let it see the fresh instance before the next one leaves
  sleep 3
  echo "== $service: ready"
done
echo "== rolling restart done"
