import { describe, expect, it } from 'vitest';
import { createChallenge, verifySolution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/web/pbkdf2';
import { solveProofOfWork } from './proof-of-work';

describe('proof of work', () => {
  it('finds the counter a challenge hides, and the server’s check accepts the answer', async () => {
    const secret = 'test-secret-0123456789';
    const challenge = await createChallenge({
      algorithm: 'PBKDF2/SHA-256',
      cost: 10,
      counter: 37,
      deriveKey,
      hmacSignatureSecret: secret,
      hmacKeySignatureSecret: secret,
    });
    const solution = await solveProofOfWork(
      { parameters: challenge.parameters, signature: challenge.signature! },
      new AbortController().signal,
    );
    expect(solution.counter).toBe(37);
    const checked = await verifySolution({
      challenge,
      solution: { counter: solution.counter, derivedKey: solution.derived_key },
      deriveKey,
      hmacSignatureSecret: secret,
      hmacKeySignatureSecret: secret,
    });
    expect(checked.verified).toBe(true);
  });
});
