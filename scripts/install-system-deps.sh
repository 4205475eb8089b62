#!/usr/bin/env bash
# Installs what the browser and PostgreSQL test suites need and a fresh Debian machine lacks:
# Chromium (Playwright drives Debian's build; it never downloads its own) and the PostgreSQL server.
set -euo pipefail
need=()
command -v chromium >/dev/null 2>&1 || [ -x /usr/bin/chromium ] || need+=(chromium)
ls /usr/lib/postgresql/*/bin/initdb >/dev/null 2>&1 || need+=(postgresql)
# PGlite's data folder lock (docs/decisions/025).
command -v flock >/dev/null 2>&1 || need+=(util-linux)
[ ${#need[@]} -eq 0 ] && exit 0
if [ "$(id -u)" -eq 0 ]; then sudo=""; elif command -v sudo >/dev/null 2>&1; then sudo="sudo"; else
  echo "Missing system packages: ${need[*]}. Install them with: apt-get install -y ${need[*]}" >&2
  exit 1
fi
echo "Installing system packages: ${need[*]}"
$sudo apt-get update -qq
DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq "${need[@]}" >/dev/null
