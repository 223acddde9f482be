import { defineConfig } from '@playwright/test';

const PORT = Number(process.env.E2E_PORT ?? 3210);

export default defineConfig({
  testDir: './tests',
  // One server, one embedded database: flows run one after another.
  workers: 1,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  forbidOnly: !!process.env.CI,
  // In CI a failed flow runs once more and the report names it flaky: the CI machine is shared and
  // loaded, and one shift measured under load (products.spec, 1 run in ~5) must not throw away a
  // session's work. A test that fails twice still fails the run.
  retries: process.env.CI ? 1 : 0,
  use: {
    baseURL: `http://localhost:${PORT}`,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  webServer: {
    command: 'node server.mjs',
    url: `http://localhost:${PORT}/api/health`,
    reuseExistingServer: false,
    // a fresh database is migrated and seeded first: on a busy two-core host that took over a minute
    timeout: 180_000,
    env: { E2E_PORT: String(PORT) },
  },
});
