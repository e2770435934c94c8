/**
 * The kiosk's build-time facts. Timings (heartbeat, idle warning) are not here: the gateway hands them
 * to the terminal at start (GET /kiosk-api/terminal), so a venue changes them without a rebuild.
 */
export const KIOSK_VERSION: string = __KIOSK_VERSION__;
export const TRPC_URL = '/trpc';
export const TERMINAL_API = '/kiosk-api';
/** The value of the gateway's CSRF header; also how the gateway recognises a kiosk call. */
export const CLIENT_HEADER = { 'x-casino-client': 'kiosk' } as const;
/** How often the offline screen probes the gateway. */
export const OFFLINE_PROBE_MS = 2_000;
/**
 * How long a probe after a failed call waits for the gateway: a gateway that hangs counts as gone
 * after this, so the offline screen shows within 2 s of the failure.
 */
export const PROBE_TIMEOUT_MS = 1_500;
/** The final-balance screen returns to attract on its own after this long. */
export const CASHOUT_SCREEN_MS = 12_000;
/** An attract slide without its own length (a banner) stays this long. */
export const ATTRACT_SLIDE_MS = 7_000;
/** The watchdog reloads the app when the UI has not ticked for this long. */
export const WATCHDOG_STALL_MS = 45_000;
