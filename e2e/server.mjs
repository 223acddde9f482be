// The built server on a fresh embedded database with the demo seed, for Playwright.
import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'miao-e2e-'));
const server = spawn(process.execPath, [path.join(root, 'apps/server/dist/server.js')], {
  cwd: root,
  stdio: 'inherit',
  env: {
    ...process.env,
    NODE_ENV: 'test',
    PORT: process.env.E2E_PORT ?? '3210',
    DATA_DIR: dataDir,
    INIT_CWD: root,
    // flows sign the same demo members in again and again, sometimes within a second (an API
    // sign-in, a write, then the sign-in page): no wait between codes here
    SIGN_IN_RESEND_SECONDS: '0',
    // ... and far more often than a person does in an hour, all from 127.0.0.1
    SIGN_IN_CODES_PER_REQUESTER_PER_HOUR: '1000',
    SIGN_IN_CODES_PER_REQUESTER_PER_DAY: '1000',
    SIGN_IN_CODES_PER_ADDRESS_PER_HOUR: '1000',
    SIGN_IN_CODES_PER_ADDRESS_PER_DAY: '1000',
    SIGN_IN_CODES_PER_IP_PER_HOUR: '10000',
    // every spec verifies SNs from 127.0.0.1 (decision 043's daily limits are per address)
    DEVICE_VERIFY_PER_ADDRESS_PER_DAY: '1000',
    DEVICE_VERIFY_PER_SN_PER_DAY: '1000',
    // the orders flow signs its webhook deliveries with these (e2e/tests/orders.spec.ts)
    ORDER_WEBHOOK_SECRET_EN: 'e2e-overseas-webhook-secret',
    ORDER_WEBHOOK_SECRET_CN: 'e2e-china-webhook-secret',
    // the country check trusts this header here, as a CDN's behind a proxy (e2e/tests/operations.spec.ts)
    COUNTRY_HEADER: 'x-e2e-country',
    // Chromium, the embedded database and the server share two cores here: a slow answer is no overload
    OVERLOAD_EVENT_LOOP_MS: '60000',
  },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
