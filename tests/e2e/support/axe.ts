import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * Runs axe on the page (or inside `include`) and fails on any serious or critical violation (`soft`:
 * the test goes on, and fails at its end).
 */
export async function expectNoSeriousViolations(
  page: Page,
  what: string,
  { include, soft = false }: { include?: string; soft?: boolean } = {},
): Promise<void> {
  // Only violations are read: axe then details no passing node (a selector and a snippet for each of
  // hundreds on a console page), about an eighth of an axe run.
  let builder = new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
    .options({ resultTypes: ['violations'] });
  if (include !== undefined) builder = builder.include(include);
  const results = await builder.analyze();
  const serious = results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({
      rule: violation.id,
      impact: violation.impact,
      help: violation.help,
      nodes: violation.nodes
        .slice(0, 5)
        .map((node) => `${node.target.join(' ')} :: ${node.failureSummary ?? ''}`),
    }));
  (soft ? expect.soft : expect)(serious, `serious or critical axe violations on ${what}`).toEqual([]);
}
