import { describe, expect, it } from 'vitest';
import { idempotencyKeyFor, newIdempotencyKey } from './idempotency-key';

describe('idempotency key of the coin-send form', () => {
  const counter = () => {
    let n = 0;
    return () => `key-${++n}`;
  };

  it('sends the key of the opening first, and the same key again for a retry of the same content', () => {
    const create = counter();
    const first = idempotencyKeyFor({ key: 'opening' }, '{"number":25}', create);
    expect(first.key).toBe('opening');
    const retry = idempotencyKeyFor(first, '{"number":25}', create);
    expect(retry.key).toBe('opening');
  });

  it('takes a new key when the content changes, and keeps that one for its retries', () => {
    const create = counter();
    const sent = idempotencyKeyFor({ key: 'opening' }, '{"number":25}', create);
    const changed = idempotencyKeyFor(sent, '{"number":26}', create);
    expect(changed.key).toBe('key-1');
    expect(idempotencyKeyFor(changed, '{"number":26}', create).key).toBe('key-1');
    // back to the first content is another change: the server saw key-1 with 26
    expect(idempotencyKeyFor(changed, '{"number":25}', create).key).toBe('key-2');
  });

  it('makes distinct UUID-shaped keys', () => {
    const a = newIdempotencyKey();
    expect(a).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(newIdempotencyKey()).not.toBe(a);
  });
});
