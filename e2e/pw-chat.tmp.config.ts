import base from './playwright.config';
export default { ...base, testDir: '/work/wt-chat/e2e/tests', webServer: undefined, timeout: 120_000 };
