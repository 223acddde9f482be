import { afterEach, describe, expect, it, vi } from 'vitest';
import { TOKEN_TTL_SECONDS } from '@miao/contracts/limits';
import { signAccessToken, verifyAccessToken } from './tokens';

const secret = 'tokens-test-secret-0123456789abcdef';

describe('access tokens', () => {
  afterEach(() => vi.useRealTimers());

  it('answer the user until they expire, also once remembered as verified', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-22T10:00:00Z'));
    const token = await signAccessToken(secret, 42);
    expect(await verifyAccessToken(secret, token)).toEqual({ userId: 42 });
    expect(await verifyAccessToken(secret, token)).toEqual({ userId: 42 });
    vi.setSystemTime(new Date(Date.parse('2026-11-22T10:00:00Z') + TOKEN_TTL_SECONDS * 1000 + 1000));
    expect(await verifyAccessToken(secret, token)).toBeUndefined();
  });

  it('are refused under another secret even after one verification', async () => {
    const token = await signAccessToken(secret, 7);
    expect(await verifyAccessToken(secret, token)).toEqual({ userId: 7 });
    expect(await verifyAccessToken('another-secret-0123456789abcdefghij', token)).toBeUndefined();
  });

  it('carry the sign-in they were issued for', async () => {
    const token = await signAccessToken(secret, 9, 'family-1');
    expect(await verifyAccessToken(secret, token)).toEqual({ userId: 9, session: 'family-1' });
  });

  it('are refused when altered', async () => {
    const token = await signAccessToken(secret, 7);
    const [header, , signature] = token.split('.');
    const forged = `${header}.${Buffer.from(JSON.stringify({ sub: '1', exp: 4e9 })).toString('base64url')}.${signature}`;
    expect(await verifyAccessToken(secret, forged)).toBeUndefined();
  });
});
