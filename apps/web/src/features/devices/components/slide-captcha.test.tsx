import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { CAPTCHA_KEY_STEP, type CaptchaPuzzle } from '@miao/contracts/devices';
import { renderInApp } from '@/test/render';
import { SlideCaptcha, type CaptchaDrop } from './slide-captcha';
import { SnGuide } from './sn-guide';

const puzzle: CaptchaPuzzle = {
  id: 'p1',
  background: 'data:image/png;base64,AA==',
  piece: 'data:image/png;base64,AA==',
  width: 320,
  height: 160,
  piece_size: 48,
  piece_y: 40,
  expires_at: new Date(Date.now() + 120_000).toISOString(),
  pow: {
    parameters: {
      algorithm: 'PBKDF2/SHA-256',
      nonce: '00',
      salt: '00',
      cost: 1,
      keyLength: 32,
      keyPrefix: '00',
    },
    signature: '00',
  },
};

describe('slide captcha', () => {
  it('is a labelled slider the arrow keys move, and Enter sends the key steps as the trace', () => {
    const onDrop = vi.fn<(drop: CaptchaDrop) => void>();
    renderInApp(<SlideCaptcha puzzle={puzzle} busy={false} onDrop={onDrop} />, { path: '/en/verify/' });
    const slider = screen.getByRole('slider', { name: 'Puzzle slider' });
    expect(slider.getAttribute('aria-valuemax')).toBe('272');
    expect(slider.tabIndex).toBe(0);
    fireEvent.keyDown(slider, { key: 'Enter' });
    expect(onDrop).not.toHaveBeenCalled();
    fireEvent.keyDown(slider, { key: 'ArrowRight' });
    fireEvent.keyDown(slider, { key: 'ArrowRight', shiftKey: true });
    fireEvent.keyDown(slider, { key: 'ArrowLeft' });
    expect(slider.getAttribute('aria-valuenow')).toBe(String(CAPTCHA_KEY_STEP * 5));
    fireEvent.keyDown(slider, { key: 'Enter' });
    expect(onDrop).toHaveBeenCalledTimes(1);
    const drop = onDrop.mock.calls[0]![0];
    expect(drop.input).toBe('keyboard');
    expect(drop.x).toBe(CAPTCHA_KEY_STEP * 5);
    expect(drop.trace.map((p) => p.x)).toEqual([0, 4, 24, 20]);
  });
});

describe('SN guide', () => {
  it('draws where the SN is for the product family, or every family', () => {
    const { unmount } = renderInApp(<SnGuide productCode="am-hatsu" />, { path: '/en/verify/am-hatsu/' });
    expect(screen.getAllByRole('img')).toHaveLength(1);
    expect(
      screen.getByRole('img', {
        name: 'The two halves of a HATSU from above, SN labels marked on the outer left and right sides',
      }),
    ).toBeTruthy();
    unmount();
    renderInApp(<SnGuide />, { path: '/cn/verify/' });
    expect(screen.getAllByRole('img')).toHaveLength(3);
    expect(screen.getByText('键盘底部右下角。')).toBeTruthy();
  });
});
