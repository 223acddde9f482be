// Issue 33, item 9: zod's evaluation probe (`new Function`) was refused under `script-src 'self'` and
// reported on every page that parses a schema (task pages above all). The pages run clean now.
import { expect, test } from './fixtures';

test('task pages, the board and the home page run without a Content-Security-Policy violation', async ({
  page,
}) => {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) =>
      seen.push(`${event.violatedDirective} ${event.blockedURI} ${event.sourceFile}:${event.lineNumber}`),
    );
  });
  for (const path of ['/en/tasks/1/', '/cn/dao/2/', '/en/dao/', '/en/']) {
    await page.goto(path);
    await page.waitForFunction(() => performance.getEntriesByName('hydrated').length > 0);
    // a parse after hydration too: the task page's comment form validates what is typed
    await page.waitForTimeout(300);
    const violations = await page.evaluate(
      () => (window as unknown as { cspViolations: string[] }).cspViolations,
    );
    expect(violations, path).toEqual([]);
  }
});
