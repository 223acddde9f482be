// A page whose chunk cannot be fetched shows the retry (spec 7), and the retry loads it again
// (lib/deferred.ts keeps a failed load until then, so no render loops on it).
import { act, fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderInApp } from '@/test/render';
import { lazyPage, withChunkTimeout } from './lazy-page';
import type { PageHandle } from './routes';

describe('lazyPage', () => {
  it('shows the retry when its chunk fails, and the page once the retry loads it', async () => {
    let calls = 0;
    const page = lazyPage('probe', async () => {
      calls += 1;
      await new Promise((resolve) => setTimeout(resolve, 0));
      if (calls === 1) throw new Error('network down');
      return { Component: () => <p>The probe page</p> };
    });
    await act(async () => {
      renderInApp(page.element({} as PageHandle, 'en'), { path: '/en/probe/' });
    });
    const retry = await screen.findByRole('button', { name: 'Try again' });
    expect(calls).toBe(1);
    await act(async () => {
      fireEvent.click(retry);
    });
    expect(await screen.findByText('The probe page')).toBeTruthy();
    expect(calls).toBe(2);
  });
});

describe('withChunkTimeout (spec 7: chunk timeout 120000 ms)', () => {
  it('fails a chunk that has not come within CHUNK_TIMEOUT_MS, and passes one that came', async () => {
    vi.useFakeTimers();
    try {
      const stalled = withChunkTimeout(() => new Promise<never>(() => {}));
      const outcome = stalled.then(
        () => 'loaded',
        (error: Error) => error.message,
      );
      await vi.advanceTimersByTimeAsync(119_999);
      let settled = false;
      void outcome.then(() => (settled = true));
      await Promise.resolve();
      expect(settled).toBe(false);
      await vi.advanceTimersByTimeAsync(1);
      expect(await outcome).toBe('chunk not loaded within 120000 ms');
      expect(await withChunkTimeout(async () => 'module')).toBe('module');
    } finally {
      vi.useRealTimers();
    }
  });
});
