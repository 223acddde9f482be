import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderInApp } from '@/test/render';
import { LanguageMenu } from './language-menu';

describe('LanguageMenu', () => {
  it('replaces the prefix and keeps the query', () => {
    renderInApp(<LanguageMenu />, { path: '/cn/dao/?tag_ids=3&p=2' });
    expect(screen.getByRole('link', { name: 'English' }).getAttribute('href')).toBe('/en/dao/?tag_ids=3&p=2');
    expect(screen.getByRole('link', { name: '中文' }).getAttribute('href')).toBe('/cn/dao/?tag_ids=3&p=2');
    expect(screen.getByRole('link', { name: '中文' }).getAttribute('aria-current')).toBe('true');
  });

  it('prepends a prefix on an address without one', () => {
    renderInApp(<LanguageMenu />, { path: '/user-center/?from=mail' });
    expect(screen.getByRole('link', { name: '中文' }).getAttribute('href')).toBe(
      '/cn/user-center/?from=mail',
    );
    expect(screen.getByRole('link', { name: 'English' }).getAttribute('aria-current')).toBe('true');
  });
});
