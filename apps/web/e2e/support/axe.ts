/** axe checks shared by the specs. */
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * axe on the page outside its game iframes, every rule run on every node as usual; what it reports in
 * full is only the violations (the passes and the rest, which no spec reads, cost more than the checks
 * on a page of many game cards), and it runs in the page itself, not in a second one that merges the
 * results of each frame (there are no frames to merge).
 */
export function axeOutsideFrames(page: Page): AxeBuilder {
  return new AxeBuilder({ page })
    .exclude('iframe')
    .options({ resultTypes: ['violations'] })
    .setLegacyMode(true);
}

/**
 * Once the page shows its level-1 heading and the network settled: the serious or critical axe
 * violations outside game iframes, each as "path rule: its first three nodes".
 */
export async function seriousViolationsOutsideFrames(page: Page, path: string, heading: string) {
  await expect(page.getByRole('heading', { level: 1, name: heading, exact: true })).toBeVisible();
  await page.waitForLoadState('networkidle');
  const result = await axeOutsideFrames(page).analyze();
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${path} ${v.id}: ${v.nodes
          .map((n) => n.target.join(' '))
          .slice(0, 3)
          .join(' | ')}`,
    );
}
