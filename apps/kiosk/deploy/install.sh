#!/usr/bin/env bash
# Installs a venue terminal on Debian (run as root): Chromium, the cage compositor, curl for the
# launcher's probes, and fonts-noto-cjk, the CJK font the kiosk's Japanese is drawn with (without it
# a stock Debian Chromium shows every Japanese character as an empty box); then the launcher, the
# lock-down extension, the Chromium policy and the systemd unit. The terminal's identity goes in
# /etc/casino-kiosk/terminal.env (from terminal.env.example), which this script never overwrites.
#   KIOSK_INSTALL_DRY_RUN=1  print what would be done, change nothing
set -euo pipefail
HERE="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
PACKAGES=(chromium cage curl fonts-noto-cjk)
run() {
  if [[ "${KIOSK_INSTALL_DRY_RUN:-}" == "1" ]]; then printf '%q ' "$@"; printf '\n'; else "$@"; fi
}

# Before anything changes: the extension's lockdown.js must have been built with the kiosk
# (pnpm --filter @casino/kiosk build).
if [[ "${KIOSK_INSTALL_DRY_RUN:-}" != "1" && ! -f "$HERE/lockdown-extension/lockdown.js" ]]; then
  echo "install: build the kiosk first (pnpm --filter @casino/kiosk build): it writes lockdown-extension/lockdown.js" >&2
  exit 1
fi

run apt-get update -qq
run env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends "${PACKAGES[@]}"
run fc-cache -f
id kiosk >/dev/null 2>&1 || run useradd --system --create-home --shell /usr/sbin/nologin kiosk
run install -d -m 0755 /opt/casino-kiosk /opt/casino-kiosk/lockdown-extension /etc/chromium/policies/managed
run install -d -m 0750 -o kiosk /etc/casino-kiosk
run install -m 0755 "$HERE/kiosk-launcher.sh" /opt/casino-kiosk/kiosk-launcher.sh
run install -m 0644 "$HERE/chromium-flags.txt" /opt/casino-kiosk/chromium-flags.txt
run install -m 0644 "$HERE/lockdown-extension/manifest.json" "$HERE/lockdown-extension/lockdown.js" \
  /opt/casino-kiosk/lockdown-extension/
run install -m 0644 "$HERE/chromium-policy.json" /etc/chromium/policies/managed/casino-kiosk.json
if [[ ! -e /etc/casino-kiosk/terminal.env ]]; then
  run install -m 0600 -o kiosk "$HERE/terminal.env.example" /etc/casino-kiosk/terminal.env
  echo "install: edit /etc/casino-kiosk/terminal.env (terminal id and secret), then start the service" >&2
fi
run install -m 0644 "$HERE/casino-kiosk.service" /etc/systemd/system/casino-kiosk.service
run systemctl daemon-reload
run systemctl enable casino-kiosk
