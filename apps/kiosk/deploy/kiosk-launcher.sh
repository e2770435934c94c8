#!/usr/bin/env bash
# Starts Chromium as a venue terminal: fullscreen kiosk mode on a throw-away profile wiped at every
# start (flags: chromium-flags.txt, the one list the lock-down browser test uses too), no
# browser UI, no error dialogs, no pinch or swipe navigation, autoplay for the attract videos, and the
# terminal's credentials handed to the app in a URL fragment through a private start page (so the
# secret never shows in the process list). Then it watches Chromium: if the browser stops answering
# its local DevTools probe, it is killed and systemd (casino-kiosk.service) starts everything again.
#
# Configuration (environment, normally /etc/casino-kiosk/terminal.env, mode 0600):
#   KIOSK_URL              https://casino.example/kiosk/   (the gateway's /kiosk/ build)
#   KIOSK_TERMINAL_ID      T-001                            (as in the gateway's KIOSK_TERMINALS)
#   KIOSK_TERMINAL_SECRET  the terminal's secret            (at least 16 characters)
#   KIOSK_CHROMIUM         /usr/bin/chromium                (optional)
#   KIOSK_FLAGS_FILE       /opt/casino-kiosk/chromium-flags.txt (optional: default next to this script)
#   KIOSK_EXTENSION_DIR    /opt/casino-kiosk/lockdown-extension (optional: the lock-down in game frames)
#   KIOSK_DEVTOOLS_PORT    9222                             (optional: enables the liveness probe)
#   KIOSK_WAIT_GATEWAY_S   120                              (optional: how long to wait for the gateway)
#   KIOSK_DRY_RUN          1                                (optional: print the command, start nothing)
set -euo pipefail

: "${KIOSK_URL:?KIOSK_URL is not set}"
: "${KIOSK_TERMINAL_ID:?KIOSK_TERMINAL_ID is not set}"
: "${KIOSK_TERMINAL_SECRET:?KIOSK_TERMINAL_SECRET is not set}"
CHROMIUM="${KIOSK_CHROMIUM:-/usr/bin/chromium}"
EXTENSION_DIR="${KIOSK_EXTENSION_DIR:-/opt/casino-kiosk/lockdown-extension}"
RUNTIME_DIR="${RUNTIME_DIRECTORY:-${XDG_RUNTIME_DIR:-/tmp}/casino-kiosk}"
FLAGS_FILE="${KIOSK_FLAGS_FILE:-$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)/chromium-flags.txt}"
WAIT_S="${KIOSK_WAIT_GATEWAY_S:-120}"

log() { printf 'kiosk-launcher: %s\n' "$*" >&2; }

urlencode() {
  local s="$1" out="" c i
  for ((i = 0; i < ${#s}; i++)); do
    c="${s:i:1}"
    case "$c" in
      [a-zA-Z0-9._~-]) out+="$c" ;;
      *) out+=$(printf '%%%02X' "'$c") ;;
    esac
  done
  printf '%s' "$out"
}

umask 077
mkdir -p "$RUNTIME_DIR"
# The profile: one throw-away directory, wiped at every start (nothing of one run, a power cut's
# included, reaches the next), and again on exit.
PROFILE_DIR="$RUNTIME_DIR/profile"
rm -rf "$PROFILE_DIR"
mkdir -m 0700 "$PROFILE_DIR"
START_PAGE="$RUNTIME_DIR/start.html"
trap 'rm -rf "$PROFILE_DIR" "$START_PAGE"' EXIT

# The start page carries the credentials; only this user can read it, and the app removes the
# fragment from the address as soon as it has read it.
TARGET="${KIOSK_URL}#terminal=$(urlencode "$KIOSK_TERMINAL_ID")&secret=$(urlencode "$KIOSK_TERMINAL_SECRET")"
printf '<!doctype html><meta charset="utf-8"><title>CASINO FLOOR</title><body style="background:#0b0e16"><script>location.replace(%s);</script></body>\n' \
  "\"$(printf '%s' "$TARGET" | sed 's/\\/\\\\/g; s/"/\\"/g')\"" >"$START_PAGE"

FLAGS=()
while IFS= read -r line || [[ -n "$line" ]]; do
  [[ -z "$line" || "$line" == \#* ]] && continue
  line="${line//@PROFILE_DIR@/$PROFILE_DIR}"
  FLAGS+=("${line//@EXTENSION_DIR@/$EXTENSION_DIR}")
done <"$FLAGS_FILE"
if [[ -n "${KIOSK_DEVTOOLS_PORT:-}" ]]; then
  FLAGS+=("--remote-debugging-address=127.0.0.1" "--remote-debugging-port=${KIOSK_DEVTOOLS_PORT}")
fi

if [[ "${KIOSK_DRY_RUN:-}" == "1" ]]; then
  printf '%q ' "$CHROMIUM" "${FLAGS[@]}" "file://$START_PAGE"
  printf '\n'
  cat "$START_PAGE" >&2
  exit 0
fi

# Wait for the gateway, so Chromium never shows its own error page at boot (once the app has loaded,
# it shows its own offline screen and recovers by itself).
base="${KIOSK_URL%/}/"
for ((i = 0; i < WAIT_S; i += 2)); do
  if curl -fsS -o /dev/null -m 3 "$base"; then break; fi
  log "waiting for the gateway at $base"
  sleep 2
done

"$CHROMIUM" "${FLAGS[@]}" "file://$START_PAGE" &
CHROME_PID=$!
log "chromium started (pid $CHROME_PID)"

# Liveness: the browser process answers its local DevTools endpoint; three misses in a row end it.
misses=0
while kill -0 "$CHROME_PID" 2>/dev/null; do
  sleep 20
  [[ -z "${KIOSK_DEVTOOLS_PORT:-}" ]] && continue
  if curl -fsS -o /dev/null -m 5 "http://127.0.0.1:${KIOSK_DEVTOOLS_PORT}/json/version"; then
    misses=0
  else
    misses=$((misses + 1))
    log "chromium did not answer the probe ($misses)"
    if ((misses >= 3)); then
      log "chromium is stuck: restarting"
      kill -TERM "$CHROME_PID" 2>/dev/null || true
      sleep 5
      kill -KILL "$CHROME_PID" 2>/dev/null || true
    fi
  fi
done
wait "$CHROME_PID" || true
log "chromium exited"
# A non-zero exit makes systemd restart the terminal (Restart=always covers a clean exit too).
exit 1
