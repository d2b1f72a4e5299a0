#!/usr/bin/env bash
# Restores a file made by deploy/backup.sh into an empty target; start the API on it afterwards.
#   deploy/restore.sh embedded <file.tar.gz> <empty DATA_DIR>
#   deploy/restore.sh postgres <file.dump> <DATABASE_URL of an empty database>
set -euo pipefail
kind=${1:-}
file=${2:-}
target=${3:-}
if [ -z "$kind" ] || [ -z "$file" ] || [ -z "$target" ]; then
  echo "usage: deploy/restore.sh embedded|postgres <file> <DATA_DIR|DATABASE_URL>" >&2
  exit 2
fi
[ -f "$file" ] || { echo "restore: no file $file" >&2; exit 1; }
case "$kind" in
  embedded)
    mkdir -p "$target"
    # Never over a live or older database: mixing two folders' files corrupts both.
    if [ -n "$(ls -A "$target")" ]; then
      echo "restore: $target is not empty" >&2
      exit 1
    fi
    tar -xzf "$file" -C "$target"
    ;;
  postgres)
    pg_restore --no-owner --no-privileges --exit-on-error --dbname="$target" "$file"
    ;;
  *)
    echo "restore: unknown kind '$kind' (embedded or postgres)" >&2
    exit 2
    ;;
esac
echo "restore: $kind database restored into $target"
