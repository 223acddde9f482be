import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { loadInfo } from '@/content/info/registry';
import { renderInApp } from '@/test/render';
import { historyOf, release, stubFetch } from '@/features/info/test-fetch';
import { AppDownload } from './app-download';

const page = await loadInfo('app', 'cyberblade');
const originalFetch = globalThis.fetch;
afterEach(() => {
  globalThis.fetch = originalFetch;
});

const releases = [
  release('windows', '0.8.5', '2025-03-10T08:00:00Z', 'Firmware manager and light-effect editor.'),
  release('mac', '0.8.5', '2025-03-10T08:00:00Z'),
  release('windows', '0.8.6', '2025-06-18T08:00:00Z', 'Adds RELIC 80 support.'),
  release('mac', '0.8.6', '2025-06-18T08:00:00Z'),
  release('web', '0.8.6', '2025-06-18T08:00:00Z'),
];

describe('app download page (two steps)', () => {
  it('shows each platform with its newest version, then the chosen one with notes and history', async () => {
    const calls = stubFetch({ '/api/app-versions/history': historyOf(releases) });
    renderInApp(<AppDownload page={page} />, { path: '/en/cyberblade/app/' });

    const cards = await screen.findAllByRole('link', { name: /^Windows|^Mac|^Web/ });
    expect(cards).toHaveLength(3);
    expect(await within(cards[0]!).findByText('Version 0.8.6')).toBeTruthy();
    expect(within(cards[1]!).getByText('Version 0.8.6')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: /Step 2/ })).toBeNull();
    expect(calls[0]!.searchParams.get('app_code')).toBe('am-master');
    expect(calls[0]!.searchParams.get('platform')).toBeNull();

    fireEvent.click(cards[0]!);
    expect(await screen.findByRole('heading', { name: /Step 2.*Windows/ })).toBeTruthy();
    const download = screen.getAllByRole('link', { name: 'Download 0.8.6' })[0] as HTMLAnchorElement;
    expect(download.href).toBe('https://download.example.com/windows/0.8.6');
    expect(screen.getAllByText('Adds RELIC 80 support.').length).toBeGreaterThan(0);
    expect(screen.getByText('Windows 10 or later, 64-bit')).toBeTruthy();

    const history = await screen.findByRole('region', { name: 'All versions' });
    expect(await within(history).findByText('0.8.5')).toBeTruthy();
    expect(within(history).getByRole('link', { name: 'Download 0.8.5' }).getAttribute('href')).toBe(
      'https://download.example.com/windows/0.8.5',
    );
    expect(calls.some((u) => u.searchParams.get('platform') === 'windows')).toBe(true);
  });

  it('opens the web version rather than downloading it, with notes in Chinese in China mode', async () => {
    stubFetch({ '/api/app-versions/history': historyOf(releases) });
    renderInApp(<AppDownload page={page} />, { path: '/cn/cyberblade/app/?platform=web' });
    const open = (await screen.findAllByRole('link', { name: /打开网页版/ }))[0] as HTMLAnchorElement;
    expect(open.href).toBe('https://download.example.com/web/0.8.6');
    expect(open.target).toBe('_blank');
    expect(screen.getAllByText('说明 0.8.6').length).toBeGreaterThan(0);
  });

  it('keeps a usable page when the version service is down', async () => {
    stubFetch({});
    renderInApp(<AppDownload page={page} />, { path: '/en/cyberblade/app/?platform=web' });
    // one retry (about a second) before the page settles on its fallback
    expect(await screen.findByText(/not answering right now/, {}, { timeout: 5000 })).toBeTruthy();
    const open = screen.getAllByRole('link', { name: /Open the web version/ })[0] as HTMLAnchorElement;
    expect(open.href).toBe(page.fallback.webUrl);
  });
});
