import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderInApp } from '@/test/render';
import { QrPage } from './qr-page';

const origin = window.location.origin;
const code = () => screen.getByRole('img', { name: /QR code that opens/ });

describe('/qr/', () => {
  it('makes a code for the site root without a url', () => {
    renderInApp(<QrPage />, { path: '/en/qr/' });
    expect(code().getAttribute('data-qr-value')).toBe(`${origin}/`);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('makes a code for a page of this site', () => {
    renderInApp(<QrPage />, { path: `/en/qr/?url=${encodeURIComponent('/cn/after-sales/')}` });
    expect(code().getAttribute('data-qr-value')).toBe(`${origin}/cn/after-sales/`);
    expect(screen.getByText(`${origin}/cn/after-sales/`)).toBeTruthy();
  });

  it('refuses a foreign address and shows the root instead', () => {
    renderInApp(<QrPage />, { path: `/en/qr/?url=${encodeURIComponent('https://evil.example/login')}` });
    expect(screen.getByRole('alert').textContent).toMatch(/only make codes for pages of this site/);
    expect(code().getAttribute('data-qr-value')).toBe(`${origin}/`);
    expect(document.body.innerHTML).not.toContain('evil.example');
  });
});
