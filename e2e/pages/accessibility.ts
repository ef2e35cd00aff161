import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** WCAG 2.0, 2.1 and 2.2 at levels A and AA, and axe's best practices. */
const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

/**
 * Runs axe-core on the page as it is and fails on any serious or critical violation, listing each rule with
 * the elements it names (minor and moderate findings are printed in the failure message only when a serious
 * one fails the check).
 */
export async function expectNoSeriousAxeViolations(page: Page, where: string) {
  const { violations } = await new AxeBuilder({ page }).withTags(AXE_TAGS).analyze();
  const describeViolation = (v: (typeof violations)[number]) =>
    `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`;
  const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  const all = violations.map(describeViolation).join('\n');
  expect(serious.map(describeViolation), `axe on ${where}; every finding:\n${all}`).toEqual([]);
}
