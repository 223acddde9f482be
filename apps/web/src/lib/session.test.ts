import { describe, expect, it } from 'vitest';
import { checkSignIn } from './session';

describe('sign-in check (spec 4)', () => {
  it('passes with a token, refreshes with only a refresh token, else is signed out', () => {
    expect(checkSignIn({ token: 'jwt', hasRefresh: false })).toBe('signed-in');
    expect(checkSignIn({ token: 'jwt', hasRefresh: true })).toBe('signed-in');
    expect(checkSignIn({ token: undefined, hasRefresh: true })).toBe('refreshing');
    expect(checkSignIn({ token: undefined, hasRefresh: false })).toBe('signed-out');
  });
});
