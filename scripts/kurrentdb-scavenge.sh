#!/bin/sh
# Scavenges KurrentDB on a schedule (the kurrentdb-scavenge service of docker-compose.kurrentdb.yml): events
# past their stream's $maxAge or truncated away (the raw view streams the daily rollup summarises), and deleted
# streams, leave the disk only in a scavenge. KurrentDB's documented way: POST /admin/scavenge from "a scheduled
# task ... as often as you need". Every KURRENTDB_SCAVENGE_EVERY_HOURS (default 24), the first
# KURRENTDB_SCAVENGE_FIRST_MINUTES (default 60) after start; never while kurrentdb-backup.sh holds its lock (a
# file-copy backup must not run during a scavenge): it tries again 10 minutes later, and a scavenge it started
# as a backup began is stopped at once (the next one resumes it).
set -eu
here=$(dirname "$0")
every_hours=${KURRENTDB_SCAVENGE_EVERY_HOURS:-24}
first_minutes=${KURRENTDB_SCAVENGE_FIRST_MINUTES:-60}
lock="${BACKUPS:-/backups}/.kurrentdb-backup.lock"
alive=/tmp/kurrentdb-scavenge.alive
http() { node "$here/kurrentdb-http.mjs" "$@"; }
log() { echo "[kurrentdb-scavenge] $*" >&2; }
case "$every_hours" in '' | *[!0-9]* | 0) log "KURRENTDB_SCAVENGE_EVERY_HOURS must be a whole number of hours"; exit 2 ;; esac
case "$first_minutes" in '' | *[!0-9]*) log "KURRENTDB_SCAVENGE_FIRST_MINUTES must be a whole number of minutes"; exit 2 ;; esac

trap 'exit 0' INT TERM
# Sleeps in minutes, touching the health check's file each one.
wait_minutes() {
  n=$1
  while [ "$n" -gt 0 ]; do
    touch "$alive"
    sleep 60 &
    wait $! || true
    n=$((n - 1))
  done
  touch "$alive"
}
# A lock older than 12 hours belongs to a backup that died: say so, and scavenge anyway.
backup_running() {
  [ -d "$lock" ] || return 1
  if [ -n "$(find "$lock" -maxdepth 0 -mmin +720)" ]; then
    log "ignoring $lock, older than 12 hours: remove it if no backup is running"
    return 1
  fi
  return 0
}

log "scavenging every $every_hours hours, the first in $first_minutes minutes"
wait_minutes "$first_minutes"
while :; do
  if backup_running; then
    log 'a backup is running: trying again in 10 minutes'
    wait_minutes 10
    continue
  fi
  if answer=$(http POST /admin/scavenge); then
    log "scavenge started: $answer"
    if backup_running; then
      log 'a backup began meanwhile: stopping the scavenge'
      http DELETE /admin/scavenge/current >/dev/null || true
    fi
  else
    log 'could not start a scavenge (see above); trying again at the next turn'
  fi
  wait_minutes $((every_hours * 60))
done
