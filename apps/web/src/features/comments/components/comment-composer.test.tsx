import { QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BootContext } from '@/lib/boot';
import { createI18n } from '@/lib/i18n';
import { createQueryClient } from '@/lib/query-client';
import { SessionProvider } from '@/lib/session';
import { TranslatorProvider } from '@/lib/use-translation';
import { renderInApp } from '@/test/render';
import { CommentComposer } from './comment-composer';

const boot = {
  fallbackLanguage: 'en' as const,
  cookiePrefix: 'test_',
  hasRefresh: false,
  mobileAgent: false,
};

describe('CommentComposer', () => {
  it('renders a placeholder box on the server, never the editor', () => {
    const html = renderToString(
      <TranslatorProvider i18n={createI18n('en')}>
        <QueryClientProvider client={createQueryClient()}>
          <BootContext.Provider value={boot}>
            <SessionProvider cookiePrefix="test_" hasRefresh={false} signedIn={false}>
              <MemoryRouter initialEntries={['/en/dao/9/']}>
                <CommentComposer taskId={9} signedIn={false} mentions={false} />
              </MemoryRouter>
            </SessionProvider>
          </BootContext.Provider>
        </QueryClientProvider>
      </TranslatorProvider>,
    );
    expect(html).toContain('comment-editor--placeholder');
    expect(html).toContain('Share your thoughts…');
    expect(html).not.toContain('ProseMirror');
  });

  it('loads the editor in the browser', async () => {
    renderInApp(<CommentComposer taskId={9} signedIn={false} mentions={false} />, { path: '/en/dao/9/' });
    expect(await screen.findByRole('textbox', { name: 'Write a comment' }, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByRole('toolbar', { name: 'Formatting and uploads' })).toBeTruthy();
    expect(screen.getByLabelText('Upload image')).toBeTruthy();
  });

  describe('where the browser can tell what is near the screen', () => {
    let report: ((entries: { isIntersecting: boolean }[]) => void) | undefined;
    const watched: Element[] = [];
    afterEach(() => {
      vi.unstubAllGlobals();
      report = undefined;
      watched.length = 0;
    });
    const stubObserver = () =>
      vi.stubGlobal(
        'IntersectionObserver',
        class {
          constructor(callback: (entries: { isIntersecting: boolean }[]) => void) {
            report = callback;
          }
          observe(element: Element) {
            watched.push(element);
          }
          disconnect() {}
        },
      );

    it('keeps the top box a placeholder until it comes near the screen, then loads the editor', async () => {
      stubObserver();
      renderInApp(<CommentComposer taskId={9} signedIn={false} mentions={false} />, { path: '/en/dao/9/' });
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(screen.queryByRole('textbox', { name: 'Write a comment' })).toBeNull();
      expect(watched[0]?.className).toContain('comment-editor--placeholder');
      act(() => report!([{ isIntersecting: false }]));
      expect(screen.queryByRole('textbox', { name: 'Write a comment' })).toBeNull();
      act(() => report!([{ isIntersecting: true }]));
      expect(await screen.findByRole('textbox', { name: 'Write a comment' }, { timeout: 5000 })).toBeTruthy();
    });

    it('loads the top box’s editor when its placeholder is tapped before it came near, and focuses it', async () => {
      stubObserver();
      renderInApp(<CommentComposer taskId={9} signedIn={false} mentions={false} />, { path: '/en/dao/9/' });
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(screen.queryByRole('textbox', { name: 'Write a comment' })).toBeNull();
      fireEvent.pointerDown(watched[0]!);
      const editor = await screen.findByRole('textbox', { name: 'Write a comment' }, { timeout: 5000 });
      await waitFor(() => expect(editor.contains(document.activeElement)).toBe(true));
    });

    it('loads a reply box at once: it was opened by a click', async () => {
      stubObserver();
      renderInApp(
        <CommentComposer taskId={9} signedIn mentions={false} reply={{ superiorId: 3, nickname: 'Bob' }} />,
        { path: '/en/dao/9/' },
      );
      expect(await screen.findByRole('textbox', { name: 'Reply to Bob' }, { timeout: 5000 })).toBeTruthy();
      expect(watched).toEqual([]);
    });
  });

  it('has no upload controls in the simple mode of replies', async () => {
    renderInApp(
      <CommentComposer taskId={9} signedIn mentions={false} reply={{ superiorId: 3, nickname: 'Bob' }} />,
      { path: '/en/dao/9/' },
    );
    expect(await screen.findByRole('textbox', { name: 'Reply to Bob' }, { timeout: 5000 })).toBeTruthy();
    expect(screen.queryByLabelText('Upload image')).toBeNull();
  });

  it('opens a reply box with the draft kept for that comment, not another’s (issue 35)', async () => {
    window.sessionStorage.setItem('miao-reply-draft-9-3', '<p>half a reply to Bob</p>');
    const { unmount } = renderInApp(
      <CommentComposer taskId={9} signedIn mentions={false} reply={{ superiorId: 3, nickname: 'Bob' }} />,
      { path: '/en/dao/9/' },
    );
    const box = await screen.findByRole('textbox', { name: 'Reply to Bob' }, { timeout: 5000 });
    expect(box.textContent).toBe('half a reply to Bob');
    unmount();
    renderInApp(
      <CommentComposer taskId={9} signedIn mentions={false} reply={{ superiorId: 4, nickname: 'Eve' }} />,
      { path: '/en/dao/9/' },
    );
    const other = await screen.findByRole('textbox', { name: 'Reply to Eve' }, { timeout: 5000 });
    expect(other.textContent).toBe('');
    window.sessionStorage.clear();
  });
});
