import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderInApp } from '@/test/render';
import { JoinUs } from './join-us';

describe('join-us block', () => {
  it('shows a scannable code of the community in China mode, larger in the QR dialog', async () => {
    renderInApp(<JoinUs qrUrl="https://qm.qq.com/q/test" />, { path: '/cn/about-us/' });
    expect(screen.getByRole('img', { name: '打开玩家群的二维码' }).getAttribute('data-qr-value')).toBe(
      'https://qm.qq.com/q/test',
    );
    expect(screen.queryByTitle('社区聊天')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: '放大二维码' }));
    // the dialog's code loads on the click
    const dialog = await screen.findByRole('dialog', { name: '加入玩家群' });
    expect((dialog.querySelector('img') as HTMLImageElement).src).toMatch(/^data:image\/svg\+xml/);
  });

  it('embeds the configured chat widget overseas', () => {
    renderInApp(<JoinUs chatUrl="https://chat.example.com/widget" />, { path: '/en/about-us/' });
    const frame = screen.getByTitle('Community chat') as HTMLIFrameElement;
    expect(frame.tagName).toBe('IFRAME');
    expect(frame.src).toBe('https://chat.example.com/widget');
    expect(screen.queryByRole('img')).toBeNull();
  });

  it('shows a placeholder with a link to the chat until a widget is configured', () => {
    renderInApp(<JoinUs chatUrl="" />, { path: '/en/about-us/' });
    expect(screen.queryByTitle('Community chat')).toBeNull();
    expect(screen.getByRole('link', { name: /Open the community chat/ })).toBeTruthy();
  });
});
