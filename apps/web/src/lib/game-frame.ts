/**
 * The sandbox of every game frame on the web site (slot games, sports, free spins), like the kiosk's:
 * the provider's scripts run in their own origin (never the site's: game origins are other sites) and
 * may post a form (the free spin hand-off); no top navigation, pop-ups, downloads or modals.
 */
export const GAME_SANDBOX = 'allow-scripts allow-same-origin allow-forms';
