import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderInApp } from '@/test/render';
import { UserName } from './user-name';

describe('UserName', () => {
  it('shows the anonymous label when the nickname is empty', () => {
    renderInApp(<UserName nickname="" />, { path: '/en/' });
    expect(screen.getByText('Anonymous member').className).toContain('user-name--anonymous');
  });

  it('shows the anonymous label in Chinese for a blank nickname', () => {
    renderInApp(<UserName nickname="   " />, { path: '/cn/' });
    expect(screen.getByText('匿名用户')).toBeTruthy();
  });

  it('shows the nickname when there is one', () => {
    renderInApp(<UserName nickname=" Neo " />, { path: '/en/' });
    expect(screen.getByText('Neo').className).not.toContain('anonymous');
  });
});
