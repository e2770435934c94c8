/** axe checks shared by the specs. */
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * Once the page shows its level-1 heading and the network settled: the serious or critical axe
 * violations outside game iframes, each as "path rule: its first three nodes".
 */
export async function seriousViolationsOutsideFrames(page: Page, path: string, heading: string) {
  await expect(page.getByRole('heading', { level: 1, name: heading, exact: true })).toBeVisible();
  await page.waitForLoadState('networkidle');
  const result = await new AxeBuilder({ page }).exclude('iframe').analyze();
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
