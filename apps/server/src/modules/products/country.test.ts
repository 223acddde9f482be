import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app';
import { countryOfAddress } from './country';
import { COUNTRY_MAX_AGE_S } from './routes';

describe('country check', () => {
  it.each([
    ['114.114.114.114', 'CN'],
    ['223.5.5.5', 'CN'],
    ['119.29.29.29', 'CN'],
    ['180.76.76.76', 'CN'],
    ['::ffff:114.114.114.114', 'CN'],
    ['240e:3a1::1', 'CN'],
    ['8.8.8.8', ''],
    ['2001:4860:4860::8888', ''],
    ['127.0.0.1', ''],
    ['::1', ''],
    ['10.0.0.8', ''],
    ['192.168.1.2', ''],
    ['not an address', ''],
  ])('%s → %j from the bundled ranges', (ip, iso) => {
    expect(countryOfAddress(ip)).toBe(iso);
  });

  describe('without a country header configured', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp();
    });
    afterAll(() => t.close());

    it('answers from the client address and ignores a forged header', async () => {
      const cn = await t.app.inject({
        method: 'GET',
        url: '/api/country-check',
        remoteAddress: '114.114.114.114',
      });
      expect(cn.statusCode).toBe(200);
      expect(cn.json()).toEqual({ iso_code: 'CN' });
      // kept by the visitor's browser alone, for a while: their next page loads ask nothing
      expect(cn.headers['cache-control']).toBe(`private, max-age=${COUNTRY_MAX_AGE_S}`);
      const forged = await t.app.inject({
        method: 'GET',
        url: '/api/country-check',
        remoteAddress: '8.8.8.8',
        headers: { 'cf-ipcountry': 'CN' },
      });
      expect(forged.json()).toEqual({ iso_code: '' });
      const loopback = await t.app.inject({ method: 'GET', url: '/api/country-check' });
      expect(loopback.json()).toEqual({ iso_code: '' });
    });
  });

  describe('with COUNTRY_HEADER', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp({ COUNTRY_HEADER: 'CF-IPCountry' });
    });
    afterAll(() => t.close());

    const check = (headers: Record<string, string>, remoteAddress = '8.8.8.8') =>
      t.app.inject({ method: 'GET', url: '/api/country-check', headers, remoteAddress });

    it('takes the CDN header when it holds a country', async () => {
      expect((await check({ 'cf-ipcountry': 'de' })).json()).toEqual({ iso_code: 'DE' });
      expect((await check({ 'cf-ipcountry': 'CN' })).json()).toEqual({ iso_code: 'CN' });
    });

    it('treats XX and T1 as unknown and falls back to the address when the header is absent or odd', async () => {
      expect((await check({ 'cf-ipcountry': 'XX' }, '114.114.114.114')).json()).toEqual({ iso_code: '' });
      expect((await check({ 'cf-ipcountry': 'T1' }, '114.114.114.114')).json()).toEqual({ iso_code: '' });
      expect((await check({}, '114.114.114.114')).json()).toEqual({ iso_code: 'CN' });
      expect((await check({ 'cf-ipcountry': 'China' }, '114.114.114.114')).json()).toEqual({
        iso_code: 'CN',
      });
    });
  });
});
