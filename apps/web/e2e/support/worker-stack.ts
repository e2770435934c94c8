/**
 * Which stack a Playwright worker talks to. The global set-up starts E2E_WORKERS stacks and lists their
 * URLs in E2E_STACKS; a worker process (Playwright gives it TEST_PARALLEL_INDEX, its slot, stable across
 * worker restarts) sets E2E_BASE_URL and E2E_PLATFORM_URL to its slot's stack when this module loads,
 * which playwright.config.ts makes happen before any spec or helper reads them.
 */
export const E2E_WORKERS = Math.max(1, Number(process.env.E2E_WORKERS ?? 2));

const stacks = process.env.E2E_STACKS
  ? (JSON.parse(process.env.E2E_STACKS) as { gatewayUrl: string; platformUrl: string }[])
  : [];
const slot = process.env.TEST_PARALLEL_INDEX;
const mine = slot === undefined ? undefined : stacks[Number(slot) % Math.max(1, stacks.length)];
if (mine) {
  process.env.E2E_BASE_URL = mine.gatewayUrl;
  process.env.E2E_PLATFORM_URL = mine.platformUrl;
}
