// The accessibility check a journey runs on what a page shows right now (issue 10): axe-core with
// the WCAG 2.0, 2.1 and 2.2 A and AA rules; it fails on any violation of impact 'serious' or
// 'critical', naming each rule, its help and the selectors of the elements that break it.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';

export const WCAG_22_AA_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** Runs axe on the page as it is now; `where` names the page or step in the report. */
export async function expectNoSeriousA11yViolations(page: Page, where: string): Promise<void> {
  await test.step(`axe: ${where}`, async () => {
    const { violations } = await new AxeBuilder({ page }).withTags(WCAG_22_AA_TAGS).analyze();
    const serious = violations.filter(
      (violation) => violation.impact === 'serious' || violation.impact === 'critical',
    );
    const report = serious
      .map(
        (violation) =>
          `${violation.id} (${violation.impact}): ${violation.help}\n  ${violation.helpUrl}\n` +
          violation.nodes
            .map(
              (node) =>
                `  - ${node.target.map(String).join(' >> ')}` +
                (node.failureSummary ? `\n      ${node.failureSummary.replace(/\n/g, '\n      ')}` : ''),
            )
            .join('\n'),
      )
      .join('\n');
    expect(
      serious.map((violation) => violation.id),
      `serious or critical WCAG 2.2 AA violations on ${where}:\n${report}`,
    ).toEqual([]);
  });
}
