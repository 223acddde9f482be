import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderInApp } from '@/test/render';
import { CopyButton } from './copy-button';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('copy button (spec 9: copy control delay 200 ms)', () => {
  it('shows the copied state for 200 ms, then is ready to copy again', async () => {
    const writeText = vi.fn(async () => {});
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    renderInApp(<CopyButton text="https://miao.example.com/sl/a/" label="Copy link" />, { path: '/en/' });
    vi.useFakeTimers();
    const button = screen.getByRole('button', { name: 'Copy link' });
    const icon = () => button.innerHTML;
    const ready = icon();
    await act(async () => {
      fireEvent.click(button);
      await Promise.resolve();
    });
    expect(writeText).toHaveBeenCalledWith('https://miao.example.com/sl/a/');
    expect(icon()).not.toBe(ready);
    await act(async () => {
      vi.advanceTimersByTime(199);
    });
    expect(icon()).not.toBe(ready);
    await act(async () => {
      vi.advanceTimersByTime(1);
    });
    expect(icon()).toBe(ready);
  });
});
