import { describe, expect, it } from 'vitest';
import { landingAfterSignIn, sameSiteRedirect, signInHref } from './redirect';

const origin = 'https://miao.example.com';

describe('same-site redirect rule', () => {
  it('keeps a path with one leading slash', () => {
    expect(sameSiteRedirect('/en/user-center/?tab=2#x', origin)).toBe('/en/user-center/?tab=2#x');
  });

  it('refuses anything that could leave the site', () => {
    for (const target of [
      '//evil.com',
      '/\\evil.com',
      'https://evil.com/',
      'javascript:alert(1)',
      'evil.com',
      '/\t/evil.com',
      '',
    ])
      expect(sameSiteRedirect(target, origin)).toBe('/');
    expect(sameSiteRedirect(null, origin)).toBe('/');
  });

  it('accepts an absolute address of this very origin only', () => {
    expect(sameSiteRedirect(`${origin}/dao/`, origin)).toBe(`${origin}/dao/`);
    expect(sameSiteRedirect('https://miao.example.com.evil.com/', origin)).toBe('/');
  });

  it('never lands on the auth pages again', () => {
    expect(landingAfterSignIn('/cn/auth/login?redirect=/x', origin)).toBe('/');
    expect(landingAfterSignIn('/auth/refresh', origin)).toBe('/');
    expect(landingAfterSignIn('/cn/user-center/', origin)).toBe('/cn/user-center/');
  });

  it("lands on the home of the sign-in page's language without a usable target (issue 18)", () => {
    expect(landingAfterSignIn(null, origin, '/cn/')).toBe('/cn/');
    expect(landingAfterSignIn('//evil.example/', origin, '/cn/')).toBe('/cn/');
    expect(landingAfterSignIn('/cn/auth/login', origin, '/cn/')).toBe('/cn/');
    expect(landingAfterSignIn('/en/dao/', origin, '/cn/')).toBe('/en/dao/');
  });

  it('builds the sign-in address with the way back encoded', () => {
    expect(signInHref('/cn', '/cn/user-center/?a=1&b=2')).toBe(
      '/cn/auth/login?redirect=%2Fcn%2Fuser-center%2F%3Fa%3D1%26b%3D2',
    );
  });
});
