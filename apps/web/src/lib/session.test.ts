import { describe, expect, it } from 'vitest';
import { checkSignIn } from './session';

describe('sign-in check (spec 4)', () => {
  it('passes with a known session, refreshes with only a refresh token, else is signed out', () => {
    expect(checkSignIn({ signedIn: true, hasRefresh: false })).toBe('signed-in');
    expect(checkSignIn({ signedIn: true, hasRefresh: true })).toBe('signed-in');
    expect(checkSignIn({ signedIn: false, hasRefresh: true })).toBe('refreshing');
    expect(checkSignIn({ signedIn: false, hasRefresh: false })).toBe('signed-out');
  });
});
