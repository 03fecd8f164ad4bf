#!/usr/bin/env bash
# Installs what the real-browser check (tests/browser) needs: Debian's chromium and node, and
# the npm packages pinned in package.json / package-lock.json (pyodide, playwright-core).
# Safe to run again; does nothing when all is present. Never downloads a browser build of
# its own (no `playwright install`): playwright-core drives Debian's /usr/bin/chromium.
set -euo pipefail
cd "$(dirname "$0")/.."

need_apt=()
command -v chromium >/dev/null 2>&1 || need_apt+=(chromium)
command -v node >/dev/null 2>&1 || need_apt+=(nodejs)
command -v npm >/dev/null 2>&1 || need_apt+=(npm)
if [ ${#need_apt[@]} -gt 0 ]; then
  if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null 2>&1; then
    echo "setup_browser: installing ${need_apt[*]} with apt-get" >&2
    apt-get update -qq
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${need_apt[@]}" >/dev/null
  else
    echo "setup_browser: the real-browser tests need ${need_apt[*]}. Install them once:" >&2
    echo "    sudo apt-get install ${need_apt[*]}" >&2
    echo "  then run make test again; or run everything else without them:" >&2
    echo "    CANASTA_SKIP_BROWSER=1 make test" >&2
  fi
fi

if [ -f package.json ] && command -v npm >/dev/null 2>&1; then
  if [ ! -f node_modules/pyodide/pyodide.asm.wasm ] || [ ! -f node_modules/playwright-core/package.json ]; then
    # npm ci installs exactly the versions in package-lock.json
    npm ci --no-audit --no-fund --loglevel=error
  fi
fi
