// axe-core over a page's parts, for the accessibility checks of every spec (issue 18: no serious or
// critical finding on any page kind, WCAG 2.0/2.1 A and AA).
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';
import type { AxeResults, RunOptions } from 'axe-core';

// evaluated through the DevTools protocol: the site's CSP (script-src 'self') refuses injected tags
const source = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** Serious and critical findings inside `selectors`, as "rule: target" lines (empty when clean). */
export async function axeFindings(page: Page, selectors: string[]): Promise<string[]> {
  await page.evaluate(source);
  return page.evaluate(async (include) => {
    type Axe = { run(context: unknown, options: RunOptions): Promise<AxeResults> };
    const { axe } = window as unknown as { axe: Axe };
    const result = await axe.run(
      { include: include.map((selector) => [selector]) },
      { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] } },
    );
    return result.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .flatMap((v) => v.nodes.map((n) => `${v.id}: ${n.target.join(' ')}`));
  }, selectors);
}
