// Issue 18: every page kind, in cn and en, on a phone (390 px, a phone's user agent) and a desktop
// (1440 px): no serious or critical axe-core finding (WCAG 2.0/2.1 A and AA) and nothing wider
// than the screen. Visitors' pages first, then a member's and a staff member's.
import type { Page } from '@playwright/test';
import { axeFindings } from './axe';
import { expect, open, SCREENS, signInByApi, test } from './fixtures';

const VISITOR_PAGES = [
  '/',
  '/cyberboard-r4/',
  '/cybermat-r3/',
  '/products/',
  '/more/',
  '/compare-keyboards/',
  '/dao/',
  '/auth/login',
  '/about-us/',
  '/privacy-policy/',
  '/cyberblade/app',
  '/cyberblade/manual',
  '/chat/',
  '/draw/rgb65/',
  '/am-hatsu/number/',
  '/custom/',
  '/verify/',
];
const MEMBER_PAGES = ['/user-center/', '/user-edit/', '/task-create/', '/users/2/'];

/** Each page's findings and overflow, collected so one run names every page that fails. */
async function check(page: Page, paths: string[], prefix: string): Promise<string[]> {
  const problems: string[] = [];
  for (const path of paths) {
    await open(page, `${prefix}${path}`);
    const width = page.viewportSize()!.width;
    const scroll = await page.evaluate(() => document.documentElement.scrollWidth);
    if (scroll > width) problems.push(`${prefix}${path}: ${scroll}px wide in ${width}px`);
    for (const finding of await axeFindings(page, ['body'])) problems.push(`${prefix}${path}: ${finding}`);
  }
  return problems;
}

for (const screen of SCREENS) {
  test.describe(screen.name, () => {
    test.use(screen.use);

    for (const language of ['en', 'cn'] as const) {
      test(`${language}: every page kind is accessible and fits the screen`, async ({ page }) => {
        test.setTimeout(240_000);
        const problems = await check(page, VISITOR_PAGES, `/${language}`);

        // a member's pages and a task detail with comments, likes and rewards
        await signInByApi(page.request, { email: 'bob@example.com' });
        const list = (await (
          await page.request.get(`/api/tasks?language=${language}&page_size=1`)
        ).json()) as {
          results: { id: number }[];
        };
        const task = list.results[0]?.id;
        problems.push(
          ...(await check(page, [...MEMBER_PAGES, ...(task ? [`/tasks/${task}/`] : [])], `/${language}`)),
        );

        // the staff console
        await page.context().clearCookies();
        await signInByApi(page.request, { email: 'admin@example.com' });
        problems.push(...(await check(page, ['/staff/'], `/${language}`)));

        expect(problems).toEqual([]);
      });
    }
  });
}
