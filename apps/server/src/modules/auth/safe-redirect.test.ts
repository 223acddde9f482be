import { describe, expect, it } from 'vitest';
import { safeRedirect } from '@miao/contracts/auth';
import { landingOf, loginPageFor } from './redirect';

const SITE = 'http://localhost:3000';

describe('safeRedirect (same-site rule shared with the web)', () => {
  it.each([
    '//evil.com',
    '///evil.com',
    'https://evil.com',
    'https://evil.com/user-center/',
    '/\\evil.com',
    '\\\\evil.com',
    '/\t/evil.com',
    ' /user-center/',
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'user-center/',
    'https://localhost:3000/',
    'http://localhost:3001/',
    'http://localhost:3000.evil.com/',
    'http://localhost:3000@evil.com/',
    'http://user@localhost:3000/',
    `/${'a'.repeat(2000)}`,
    '',
    undefined,
  ])('refuses %j', (target) => {
    expect(safeRedirect(target, SITE)).toBeNull();
  });

  it.each([
    ['/user-center/?a=1', '/user-center/?a=1'],
    ['/', '/'],
    ['/dao/309/#task-comment-12', '/dao/309/#task-comment-12'],
    ['/en/dao/?tag_ids=1%2C2', '/en/dao/?tag_ids=1%2C2'],
    ['http://localhost:3000/dao/', 'http://localhost:3000/dao/'],
    ['http://localhost:3000//evil.com', 'http://localhost:3000//evil.com'],
  ])('accepts %j', (target, expected) => {
    expect(safeRedirect(target, SITE)).toBe(expected);
  });
});

describe('landing of the browser flows', () => {
  it('falls back to the home page for unsafe targets and the auth pages', () => {
    expect(landingOf('https://evil.com', SITE)).toBe('/');
    expect(landingOf(undefined, SITE)).toBe('/');
    expect(landingOf('/auth/refresh?redirect=/', SITE)).toBe('/');
    expect(landingOf('http://localhost:3000/auth/login', SITE)).toBe('/');
    expect(landingOf('/authors/', SITE)).toBe('/authors/');
    expect(landingOf('/user-center/?a=1', SITE)).toBe('/user-center/?a=1');
  });

  it('keeps the target in the login address', () => {
    expect(loginPageFor('/user-center/?a=1')).toBe('/auth/login?redirect=%2Fuser-center%2F%3Fa%3D1');
  });
});
