import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/**
 * The project's axe run: axe's default rules plus the experimental 'label-content-name-mismatch'
 * (WCAG 2.5.3: a control's accessible name contains its visible text), off by default in axe.
 */
export function axe(page: Page) {
  return new AxeBuilder({ page }).options({
    rules: { 'label-content-name-mismatch': { enabled: true } },
  });
}

/**
 * Waits (up to 5 s) for the page's finite animations and transitions to end: mid-fade, a toast
 * sliding in or a dialog appearing is partly transparent, and axe measures the colours of that
 * moment, not the page's (a success toast failed colour contrast this way, now and then).
 */
async function settled(page: Page) {
  await page
    .waitForFunction(
      () =>
        document
          .getAnimations()
          .every(
            (animation) =>
              animation.playState !== 'running' ||
              animation.effect?.getTiming().iterations === Infinity,
          ),
      undefined,
      { timeout: 5_000 },
    )
    .catch(() => undefined);
}

/** The page's serious and critical axe violations (none is the bar), each with where it is. */
export async function seriousViolations(page: Page) {
  await settled(page);
  const results = await axe(page).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({
      id: violation.id,
      nodes: violation.nodes.map((node) => node.target.join(' ')),
    }));
}
