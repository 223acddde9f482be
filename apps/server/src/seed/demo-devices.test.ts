import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemo } from './demo';
import { createTestApp, type TestApp } from '../test/app';
import { DEMO_DEVICES } from './demo-devices';
import { solvedPass } from '../modules/devices/test-helpers';

describe('demo devices', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    await seedDemo(t.db, t.config, t.app.deps.storage);
  });
  afterAll(() => t.close());

  it('seeds SNs of several product families that a visitor can verify', async () => {
    expect(new Set(DEMO_DEVICES.map((d) => d.productCode.split('-')[0])).size).toBeGreaterThanOrEqual(3);
    const client = 'demo-client-1';
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/devices/verify',
      payload: {
        sn: 'HATSU-2024-0001',
        client_id: client,
        captcha_token: await solvedPass(t.app, t.db, client),
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ product_code: 'am-hatsu', production_name: 'AM HATSU · First run' });
  });
});
