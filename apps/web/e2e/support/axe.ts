import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/** WCAG 2.2 AA, the level the issue asks for. */
export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * axe-core's serious and critical violations on the page (or inside `include`, a CSS selector), one line per
 * element: `<rule>: <target> (<help>)`, so a failing test names what to fix. An empty list is a pass.
 * A rule that threw is listed too (`<rule>: could not run (<error>)`): axe reports such a rule as
 * 'incomplete', not as a violation, and its other nodes are never checked. axe 4.14's `target-size` throws
 * when a button is covered all over by several others (as stacked map markers are), so without this the
 * worst overlaps passed.
 */
export async function seriousViolations(page: Page, include?: string): Promise<string[]> {
  await transitionsSettled(page);
  let builder = new AxeBuilder({ page }).withTags(AXE_TAGS);
  if (include) builder = builder.include(include);
  const { violations, incomplete } = await builder.analyze();
  const failed = incomplete
    .filter((result) => 'error' in result && result.error)
    .map((result) => {
      const error = (result as { error: { message?: string } | string }).error;
      return `${result.id}: could not run (${typeof error === 'string' ? error : error.message})`;
    });
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .flatMap((violation) =>
      violation.nodes.map((node) => `${violation.id}: ${node.target.join(' ')} (${violation.help})`),
    )
    .concat(failed);
}

/**
 * Waits (at most 3 s) until nothing on the page is mid-transition and no toast is half transparent: a
 * toast fading in or out is see-through for a moment, and axe scored its text's contrast against the page
 * behind it (a failure seen on /superadmin/users right after the welcome toast, at load average 12, and
 * again in CI after the first version of this wait: the toast's transition had not started yet when the
 * running ones were listed). Each round lets two frames pass first, so a transition about to start is seen.
 * Animations that run for a toast's whole life (its time bar) are not transitions and are not waited for.
 */
async function transitionsSettled(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const frame = () => new Promise((resolve) => requestAnimationFrame(() => resolve(undefined)));
    const deadline = performance.now() + 3000;
    while (performance.now() < deadline) {
      await frame();
      await frame();
      const running = document
        .getAnimations()
        .filter((animation) => animation instanceof CSSTransition && animation.playState === 'running');
      const fading = [...document.querySelectorAll('[data-sonner-toast]:not([data-visible="false"])')].some(
        (toast) => Number(getComputedStyle(toast).opacity) < 1,
      );
      if (running.length === 0 && !fading) return;
      await Promise.race([
        Promise.allSettled(running.map((animation) => animation.finished)),
        new Promise((resolve) => setTimeout(resolve, 200)),
      ]);
    }
  });
}
