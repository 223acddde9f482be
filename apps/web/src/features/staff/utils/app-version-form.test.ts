import type { AppVersion } from '@miao/contracts/apps';
import { describe, expect, it } from 'vitest';
import {
  appVersionCreateRequest,
  appVersionFormValues,
  appVersionUpdateRequest,
  emptyAppVersionForm,
} from './app-version-form';

const saved: AppVersion = {
  id: 4,
  app_code: 'am-master',
  platform: 'windows',
  version: '0.8.6',
  download_url: 'https://download.miao.example.com/am-master/AM-Master-Setup-0.8.6.exe',
  notes_cn: '新增 RELIC 80 支持。',
  notes_en: 'Adds RELIC 80 support.',
  released_at: '2025-06-18T08:00:30.000Z',
};

describe('app release form', () => {
  it('publishes with the release time left to the server when empty', () => {
    const result = appVersionCreateRequest({
      ...emptyAppVersionForm(),
      version: ' 0.9.0 ',
      download_url: '/am-master/',
    });
    expect(result).toEqual({
      ok: true,
      data: {
        app_code: 'am-master',
        platform: 'windows',
        version: '0.9.0',
        download_url: '/am-master/',
        notes_cn: '',
        notes_en: '',
      },
    });
  });

  it('names the fields the server schema refuses', () => {
    const result = appVersionCreateRequest({
      ...emptyAppVersionForm(),
      app_code: 'AM Master',
      version: 'latest',
      download_url: 'javascript:alert(1)',
    });
    expect(result).toEqual({ ok: false, errors: { app_code: true, version: true, download_url: true } });
  });

  it('edits only what changed; an untouched release time keeps its seconds', () => {
    const values = appVersionFormValues(saved);
    expect(appVersionUpdateRequest(saved, values)).toEqual({ ok: true, data: {} });
    const changed = appVersionUpdateRequest(saved, { ...values, version: '0.8.7', notes_en: 'Fixes.' });
    expect(changed).toEqual({ ok: true, data: { version: '0.8.7', notes_en: 'Fixes.' } });
    const moved = appVersionUpdateRequest(saved, { ...values, released_at: '2025-07-01T10:00' });
    expect(moved.ok && moved.data.released_at).toBe(new Date('2025-07-01T10:00').toISOString());
  });
});
