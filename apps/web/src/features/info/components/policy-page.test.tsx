import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { loadInfo } from '@/content/info/registry';
import { renderInApp } from '@/test/render';
import { privacyVariant } from '@/features/info/lib/privacy';
import { PolicyPage } from './policy-page';

const privacy = await loadInfo('doc', 'privacy-policy');
const terms = await loadInfo('doc', 'terms-of-service');
const afterSales = await loadInfo('doc', 'after-sales');

describe('privacy policy mode rule (decision 007)', () => {
  it('is the overseas policy; China mode gets a short note', () => {
    expect(privacyVariant('en')).toBe('policy');
    expect(privacyVariant('cn')).toBe('china-note');
  });

  it('shows the full policy overseas', () => {
    renderInApp(<PolicyPage page={privacy} />, { path: '/en/privacy-policy/' });
    expect(screen.getByRole('heading', { level: 1, name: 'How we treat your information' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'What we collect' })).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'On this page' })).toBeTruthy();
  });

  it('shows the note in China mode, linking to the full English text', () => {
    renderInApp(<PolicyPage page={privacy} />, { path: '/cn/privacy-policy/' });
    expect(screen.getByRole('heading', { level: 1, name: '中国大陆模式的隐私说明' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: '我们收集什么' })).toBeNull();
    expect(screen.getByRole('link', { name: '阅读海外站隐私政策（英文）' }).getAttribute('href')).toBe(
      '/en/privacy-policy/',
    );
  });

  it('leaves the privacy link out of related pages in China mode only', () => {
    const { unmount } = renderInApp(<PolicyPage page={terms} />, { path: '/cn/terms-of-service/' });
    expect(screen.queryByRole('link', { name: '隐私政策' })).toBeNull();
    unmount();
    renderInApp(<PolicyPage page={terms} />, { path: '/en/terms-of-service/' });
    expect(screen.getByRole('link', { name: 'Privacy policy' }).getAttribute('href')).toBe(
      '/en/privacy-policy/',
    );
  });
});

describe('after sales', () => {
  it('leads with the four figures and a section per rule', () => {
    renderInApp(<PolicyPage page={afterSales} />, { path: '/en/after-sales/' });
    for (const figure of ['7 days', '15 days', '24 hours', '20%'])
      expect(screen.getByText(figure)).toBeTruthy();
    for (const heading of [
      'Returns within 7 days',
      'Special products: replacement or repair only',
      'Shipping order',
      'The 24-hour rules for artisan keycaps',
      'Pre-orders and deposits',
    ])
      expect(screen.getByRole('heading', { name: heading })).toBeTruthy();
    expect(screen.getAllByRole('link', { name: 'Returns within 7 days' })[0]!.getAttribute('href')).toBe(
      '#returns',
    );
  });
});
