#!/usr/bin/env bash
# Installs what the real-browser check needs: Debian's chromium and the npm packages
# pyodide and playwright-core. Safe to run again; does nothing when all is present.
set -euo pipefail
cd "$(dirname "$0")/.."
if ! command -v chromium >/dev/null 2>&1; then
  if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null 2>&1; then
    apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null
  else
    echo "setup_browser: chromium is missing; install Debian's chromium package" >&2
  fi
fi
if [ -f package.json ] && [ ! -d node_modules/pyodide ]; then
  npm ci --no-audit --no-fund --loglevel=error
fi
