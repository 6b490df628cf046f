import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** The WCAG 2.x A and AA rules (and axe's best practices are left out: they are advice, not a level). */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

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
  const builder = new AxeBuilder({ page });
  if (rules) builder.withRules(rules);
  else builder.withTags(WCAG_TAGS);
  // Violations only: axe skips detailing what passes (the slow part on a long table).
  const results = await builder.options({ resultTypes: ['violations'] }).analyze();
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
