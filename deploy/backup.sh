#!/usr/bin/env bash
# Backs up the API's database to one file.
#   deploy/backup.sh embedded <DATA_DIR> <file.tar.gz>   the embedded database's folder (stop the API first)
#   deploy/backup.sh postgres <DATABASE_URL> <file.dump> a consistent pg_dump, taken while the site runs
set -euo pipefail
kind=${1:-}
source=${2:-}
file=${3:-}
if [ -z "$kind" ] || [ -z "$source" ] || [ -z "$file" ]; then
  echo "usage: deploy/backup.sh embedded|postgres <DATA_DIR|DATABASE_URL> <file>" >&2
  exit 2
fi
case "$kind" in
  embedded)
    [ -d "$source" ] || { echo "backup: $source is not a folder" >&2; exit 1; }
    # A running API holds the folder (its lock file names the process); copying files under a live
    # PGlite could catch a page half written, so the copy is taken only while it is stopped.
    if [ -e "$source/mesa-api.lock" ]; then
      echo "backup: $source is in use ($(cat "$source/mesa-api.lock")); stop the API first" >&2
      exit 1
    fi
    tar -czf "$file" -C "$source" .
    ;;
  postgres)
    # -Fc: one compressed file pg_restore reads; pg_dump reads one snapshot, so orders written while it
    # runs are either wholly in the file or not at all.
    pg_dump --format=custom --no-owner --no-privileges --file="$file" "$source"
    ;;
  *)
    echo "backup: unknown kind '$kind' (embedded or postgres)" >&2
    exit 2
    ;;
esac
echo "backup: $kind database saved to $file"
