import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderInApp } from '@/test/render';
import { AppDownloads } from './app-downloads';

afterEach(() => vi.unstubAllGlobals());

const NEWEST = {
  version: '2.4.0',
  download_url: '/downloads/am-master-2.4.0.exe',
  released_at: '2026-11-20',
};

describe('AppDownloads (spec 8: "Download failed")', () => {
  for (const [path, failed, retry, download] of [
    ['/en/am-master/', 'Download failed.', 'Try again', 'Download for Windows'],
    ['/cn/am-master/', '下载失败。', '重试', '下载 Windows 版'],
  ] as const) {
    it(`says the version look-up failed and offers a retry that recovers (${path.slice(1, 3)})`, async () => {
      let answer: () => Promise<Response> = () => Promise.reject(new TypeError('Failed to fetch'));
      vi.stubGlobal(
        'fetch',
        vi.fn(() => answer()),
      );
      renderInApp(
        <AppDownloads
          appCode="am-master"
          platforms={['windows']}
          webUrl="https://web.example"
          fallbackVersion="2.3.0"
        />,
        { path },
      );
      expect(await screen.findByText(failed)).toBeTruthy();
      // the web version keeps working meanwhile
      expect(document.querySelector('a[href="https://web.example"]')).not.toBeNull();

      answer = async () => Response.json(NEWEST);
      fireEvent.click(screen.getByRole('button', { name: retry }));
      const link = await screen.findByRole('link', { name: download });
      expect(link.getAttribute('href')).toBe(NEWEST.download_url);
      expect(screen.queryByText(failed)).toBeNull();
    });
  }
});
