#!/usr/bin/env bash
# Installs the system packages the tests use when they are missing: Debian's Chromium (Playwright
# cannot download its own browsers here) and redis-server (tests fall back to it when neither
# REDIS_URL nor Docker is available). Idempotent; needs root or sudo only when something is missing.
set -euo pipefail
need=()
command -v chromium >/dev/null 2>&1 || need+=(chromium)
command -v redis-server >/dev/null 2>&1 || need+=(redis-server)
if [ ${#need[@]} -gt 0 ]; then
  SUDO=""
  [ "$(id -u)" -ne 0 ] && SUDO="sudo"
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq --no-install-recommends "${need[@]}"
fi
