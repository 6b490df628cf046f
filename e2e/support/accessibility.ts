import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** What the accessibility guard rail counts (docs/adr/0016): a regression of these fails CI. */
const BLOCKING = new Set(['critical', 'serious']);

export type AxeFinding = { screen: string; rule: string; impact: string; help: string; targets: string[] };

/**
 * axe-core on the page as it is now (one screen, its dialogs open or not): the critical and serious
 * violations, each with the elements it found, for a readable failure.
 */
export async function blockingViolations(
  page: Page,
  screen: string,
  /** Only these rules (e.g. the contrast of a second theme: the other rules do not depend on colours). */
  rules?: string[],
): Promise<AxeFinding[]> {
  // Violations only: axe skips detailing what passes (the slow part on a long table). Set first:
  // `options()` replaces the whole options object, the rules chosen with it.
  const builder = new AxeBuilder({ page }).options({ resultTypes: ['violations'] });
  // Without `rules`, every rule axe has: the WCAG 2.x A/AA ones and its best practices.
  if (rules) builder.withRules(rules);
  const results = await builder.analyze();
  return results.violations
    .filter((v) => BLOCKING.has(v.impact ?? ''))
    .map((v) => ({
      screen,
      rule: v.id,
      impact: v.impact ?? '',
      help: v.help,
      targets: v.nodes.slice(0, 5).map((n) => n.target.join(' ')),
    }));
}

/** Fails with every finding listed when axe finds a critical or serious violation. */
export async function expectAccessible(page: Page, screen: string) {
  const findings = await blockingViolations(page, screen);
  expect(findings, JSON.stringify(findings, null, 2)).toEqual([]);
}
