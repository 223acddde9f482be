import type { ProductSetting } from '@miao/contracts/products';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { App } from '@/app/app';
import { buildSetting, mockApi } from '@/features/products/test-settings';
import { createI18n } from './i18n';
import type { Language } from './language';
import { useSettingsView } from './product-settings';
import { createQueryClient } from './query-client';
import { seedProductSettings, settingsElement, settingsFromDocument } from './seeded-settings';

afterEach(() => vi.unstubAllGlobals());

const SETTINGS = [
  buildSetting('cyberboard-r4', { cn_status: 'GB', overseas_status: 'soldOut', cn_name: '赛博 R4' }),
  buildSetting('am-hatsu', { cn_status: 'inStock', overseas_status: 'developing' }),
];

/** A browser that opened a page of `sentIn` (its settings as the document carries them), now at `path`. */
function viewAt(path: string, sentIn: Language) {
  document.head.innerHTML = settingsElement(SETTINGS, sentIn);
  const client = createQueryClient();
  seedProductSettings(client, settingsFromDocument(document));
  const language = path.startsWith('/cn') ? 'cn' : 'en';
  const wrapper = ({ children }: { children: ReactNode }) => (
    <App
      boot={{ fallbackLanguage: language, cookiePrefix: 'test_', hasRefresh: false, mobileAgent: false }}
      signedIn={false}
      i18n={createI18n(language)}
      queryClient={client}
    >
      <MemoryRouter initialEntries={[path]}>{children}</MemoryRouter>
    </App>
  );
  return renderHook(() => useSettingsView(() => []), { wrapper });
}

describe('useSettingsView', () => {
  it("renders the page's own mode from the settings it came with, asking nothing", () => {
    const calls = mockApi({ 'GET /api/product-settings': SETTINGS });
    const { result } = viewAt('/cn/', 'cn');
    expect(result.current.loaded).toBe(true);
    expect(result.current.settings.map((s: ProductSetting) => [s.code, s.cn_status, s.cn_name])).toEqual([
      ['cyberboard-r4', 'GB', '赛博 R4'],
      ['am-hatsu', 'inStock', 'am-hatsu 中文'],
    ]);
    expect(calls).toEqual([]);
  });

  it('reads the settings again in full in a mode the page did not come with', async () => {
    const calls = mockApi({ 'GET /api/product-settings': SETTINGS });
    const { result } = viewAt('/cn/', 'en');
    // the overseas fields alone cannot show China mode: nothing shows until the full settings are here
    expect(result.current.loaded).toBe(false);
    await waitFor(() => expect(result.current.loaded).toBe(true));
    expect(result.current.settings.map((s: ProductSetting) => s.cn_status)).toEqual(['GB', 'inStock']);
    expect(calls.map((c) => c.url)).toEqual(['/api/product-settings']);
  });
});
