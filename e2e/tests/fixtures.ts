import { devices, expect, test as base, type APIRequestContext, type Page } from '@playwright/test';

/** The newest sign-in code the outbox holds for an address (the outbox lists newest first). */
export async function codeFromOutbox(request: APIRequestContext, to: string): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(async () => {
      const items = (await (await request.get('/api/dev/outbox')).json()) as { to: string; text: string }[];
      // the newest mail carrying a code: notification mails (issue 18) may reach the same address
      code = items.find((m) => m.to === to && /\b\d{6}\b/.test(m.text))?.text.match(/\b(\d{6})\b/)?.[1];
      return code;
    })
    .toBeTruthy();
  return code!;
}

/** Signs a demo member in through the API; the browser context shares the cookies. */
export async function signInByApi(request: APIRequestContext, who: { email: string } | { phone: string }) {
  const to = 'email' in who ? who.email : who.phone;
  const send = 'email' in who ? '/api/auth/email-code' : '/api/auth/phone-code';
  expect((await request.post(send, { data: who })).ok()).toBe(true);
  const code = await codeFromOutbox(request, to);
  expect((await request.post('/api/auth/sign-in', { data: { ...who, code } })).ok()).toBe(true);
}

/** An API context of its own, signed in as the seeded staff member (visitors' pages stay theirs). */
export async function signedInStaff(
  playwright: { request: { newContext: (options: { baseURL?: string }) => Promise<APIRequestContext> } },
  baseURL: string | undefined,
): Promise<APIRequestContext> {
  const staff = await playwright.request.newContext({ baseURL });
  await signInByApi(staff, { email: 'admin@example.com' });
  return staff;
}

const DAY = 24 * 60 * 60 * 1000;

/**
 * A task staff (exempt from the once-an-hour rule) post through the API, open since yesterday for a
 * week (5 rewards, in English, unless `fields` say otherwise): its id.
 */
export async function postTask(
  staff: APIRequestContext,
  fields: {
    title: string;
    content: string;
    language?: string;
    max_reward_number?: number;
    public_permission?: 'public' | 'semi_public';
  },
): Promise<number> {
  const created = await staff.post('/api/tasks', {
    data: {
      max_reward_number: 5,
      language: 'en',
      start_at: new Date(Date.now() - DAY).toISOString(),
      end_at: new Date(Date.now() + 7 * DAY).toISOString(),
      ...fields,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  return ((await created.json()) as { id: number }).id;
}

/**
 * Opens a page and waits until React has hydrated it (the `hydrated` mark entry-client.tsx sets):
 * the server's HTML shows first, and a click before hydration would reach only that.
 */
export async function open(page: Page, url: string) {
  const response = await page.goto(url);
  await page.waitForFunction(() => performance.getEntriesByName('hydrated').length > 0);
  return response;
}

/** Signs in through the real page: address, "send code", the code from the outbox, submit. */
export async function signInThroughPage(page: Page, email: string, redirect = '/en/user-center/') {
  await open(page, `/en/auth/login?redirect=${encodeURIComponent(redirect)}`);
  await page.getByLabel('E-mail').fill(email);
  await page.getByRole('button', { name: 'Send code' }).click();
  const code = await codeFromOutbox(page.request, email);
  await page.getByLabel('Verification code').fill(code);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`${redirect.replace(/[/?]/g, '\\$&')}$`));
  // signing in loads the landing page anew: act on it once it has hydrated, as open() does
  await page.waitForFunction(() => performance.getEntriesByName('hydrated').length > 0);
}

/** A test fails on any console error or uncaught page error (STYLE.md, from the Epic Stack). */
export const test = base.extend<{ failOnConsoleError: void }>({
  failOnConsoleError: [
    async ({ page }, use) => {
      const problems: string[] = [];
      page.on('console', (message) => {
        // a refused API call is reported by the browser as a failed resource load: that is the flow under test
        if (message.type() === 'error' && !message.text().startsWith('Failed to load resource')) {
          problems.push(message.text());
        }
      });
      page.on('pageerror', (error) => problems.push(error.message));
      await use();
      expect(problems, 'console errors').toEqual([]);
    },
    { auto: true },
  ],
});
export { expect };

const phone = devices['Pixel 7'];
/** The two screens every page is looked at on: a 390 px phone (a phone's user agent) and a 1440 px desktop. */
export const SCREENS = [
  {
    name: 'phone',
    use: {
      userAgent: phone.userAgent,
      isMobile: true,
      hasTouch: true,
      deviceScaleFactor: phone.deviceScaleFactor,
      viewport: { width: 390, height: 844 },
    },
  },
  { name: 'desktop', use: { viewport: { width: 1440, height: 900 } } },
];
