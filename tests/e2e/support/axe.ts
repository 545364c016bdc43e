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
  let builder = new AxeBuilder({ page }).withTags([
    'wcag2a',
    'wcag2aa',
    'wcag21a',
    'wcag21aa',
    'best-practice',
  ]);
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
