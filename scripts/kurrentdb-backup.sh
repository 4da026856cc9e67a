#!/bin/sh
# KurrentDB's own backup, taken together with the PostgreSQL command-side tables, into one new folder of the
# backups volume: `docker compose run --rm backup` with docker-compose.kurrentdb.yml (README). It follows
# KurrentDB's documented "simple full backup" by file copy (docs: Operations > Backup and restore), on a running
# node:
#   0. no scavenge may run during a file-copy backup: a running one is stopped first and started again after
#      (a scavenge resumes where it stopped), and the lock below keeps kurrentdb-scavenge.sh from starting one;
#   1. the index checkpoint files (index/**/*.chk), 2. the rest of the index, 3. the database checkpoints (*.chk),
#   4. the chunk files (chunk-X.Y), in that order;
# then `npm run backup` of the PostgreSQL tables (accounts, outbox, secrets, ...; read models are rebuilt from
# the events on restore). Restore (README): KurrentDB stopped, copy kurrentdb/ back, copy chaser.chk over
# truncate.chk, start it; then `npm run restore` the postgres/ folder into an empty database.
#
# Environment: KURRENTDB_HTTP_URL (http://eventstore:2113), KURRENTDB_DATA (its database folder, mounted
# read-only; the index in its `index` folder), BACKUPS (default /backups), KURRENTDB_USERNAME/PASSWORD (secure
# nodes only), APP_DIR (the product, default /app in its image), and the product's own settings for the tables
# (DATABASE_URL, EVENTSTORE_URL, S3_*).
set -eu
umask 077

here=$(dirname "$0")
data=${KURRENTDB_DATA:?set KURRENTDB_DATA to the KurrentDB database folder}
backups=${BACKUPS:-/backups}
app=${APP_DIR:-/app}
http() { node "$here/kurrentdb-http.mjs" "$@"; }
log() { echo "[kurrentdb-backup] $*" >&2; }

stamp=$(date -u +%Y-%m-%dT%H%M%SZ)
target="$backups/$stamp"
lock="$backups/.kurrentdb-backup.lock"

[ -d "$data" ] && [ -f "$data/writer.chk" ] || { log "no KurrentDB database in $data (no writer.chk)"; exit 1; }
mkdir -p "$backups"
# mkdir is atomic: one backup at a time, and kurrentdb-scavenge.sh waits while the lock exists.
if ! mkdir "$lock" 2>/dev/null; then
  log "another backup holds $lock (remove it if no backup is running)"
  exit 1
fi
resume_scavenge=false
finish() {
  status=$?
  if [ "$resume_scavenge" = true ]; then
    log 'starting the stopped scavenge again (it resumes where it stopped)'
    http POST /admin/scavenge >/dev/null || log 'could not restart the scavenge; the next scheduled one resumes it'
  fi
  rmdir "$lock" 2>/dev/null || true
  [ "$status" -eq 0 ] || log "FAILED: $target is incomplete (no BACKUP-COMPLETE file); delete it"
  exit "$status"
}
trap finish EXIT
trap 'exit 1' INT TERM

# A scheduled scavenge that checked the lock just before we took it has started by now: look after a pause.
sleep "${KURRENTDB_BACKUP_SETTLE_SECONDS:-5}"
scavenge_id=$(http GET /admin/scavenge/current scavengeId)
if [ -n "$scavenge_id" ]; then
  log "stopping scavenge $scavenge_id for the file copy"
  http DELETE "/admin/scavenge/$scavenge_id" >/dev/null
  resume_scavenge=true
fi

mkdir -p "$target/kurrentdb"
cd "$data"
log "copying KurrentDB's files from $data to $target/kurrentdb"
# 1. index checkpoints, 2. the rest of the index, 3. database checkpoints, 4. chunks (docs' order).
if [ -d index ]; then
  find index -type f -name '*.chk' -exec cp -p --parents {} "$target/kurrentdb/" \;
  find index -type f ! -name '*.chk' -exec cp -p --parents {} "$target/kurrentdb/" \;
fi
find . -maxdepth 1 -type f -name '*.chk' -exec cp -p {} "$target/kurrentdb/" \;
find . -maxdepth 1 -type f -name 'chunk-*' -exec cp -p {} "$target/kurrentdb/" \;
chunks=$(find "$target/kurrentdb" -maxdepth 1 -name 'chunk-*' | wc -l)
[ "$chunks" -gt 0 ] || { log "no chunk files copied from $data"; exit 1; }
(cd "$target/kurrentdb" && find . -type f ! -name SHA256SUMS -exec sha256sum {} + > SHA256SUMS)
log "KurrentDB: $chunks chunk files, $(du -sh "$target/kurrentdb" | cut -f1)"

# Right after, the command-side tables (and the pictures listing), as `npm run backup` writes them.
cd "$app"
node backend/dist/backup.js "$target/postgres"

chmod -R go-rwx "$target"
date -u +%Y-%m-%dT%H:%M:%SZ > "$target/BACKUP-COMPLETE"
log "done: $target (kurrentdb/ and postgres/)"
