import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderInApp } from '@/test/render';
import { QrDialog } from './qr-dialog';

describe('QR dialog (spec 2)', () => {
  it('shows the code with what it opens and closes by its close icon', () => {
    const onClose = vi.fn();
    renderInApp(
      <QrDialog title="关注微信公众号" image="/qr.png" caption="用微信扫一扫" onClose={onClose} />,
      { path: '/cn/' },
    );
    expect(screen.getByRole('dialog', { name: '关注微信公众号' })).toBeTruthy();
    expect(screen.getByRole('img', { name: '二维码：关注微信公众号' }).getAttribute('src')).toBe('/qr.png');
    expect(screen.getByText('用微信扫一扫')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '关闭' }));
    expect(onClose).toHaveBeenCalled();
  });
});
