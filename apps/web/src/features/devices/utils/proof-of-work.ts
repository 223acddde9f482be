import type { CaptchaPow, CaptchaPowSolution } from '@miao/contracts/devices';
import { solveChallenge, solveChallengeWorkers } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/web/pbkdf2';
import type { Solution } from 'altcha-lib/types';

/** Solvers at once: the device's cores, at most four (a phone's browser stays usable). */
const solvers = () => Math.min(4, Math.max(1, navigator.hardwareConcurrency || 2));

/**
 * Does the proof of work a puzzle came with (decision 043): finds the counter whose PBKDF2 key
 * starts with the challenge's prefix, in Web Workers off the page's thread (on it where there
 * are none). Started when the puzzle arrives, so it runs while the visitor slides.
 */
export async function solveProofOfWork(pow: CaptchaPow, signal: AbortSignal): Promise<CaptchaPowSolution> {
  const controller = new AbortController();
  signal.addEventListener('abort', () => controller.abort(), { once: true });
  let solution: Solution | null;
  if (typeof Worker === 'function') {
    solution = await solveChallengeWorkers({
      challenge: pow,
      concurrency: solvers(),
      controller,
      createWorker: () =>
        new Worker(new URL('./proof-of-work.worker.ts', import.meta.url), { type: 'module' }),
    });
  } else {
    solution = await solveChallenge({ challenge: pow, controller, deriveKey });
  }
  if (!solution) throw new Error(signal.aborted ? 'aborted' : 'proof of work not found');
  return { counter: solution.counter, derived_key: solution.derivedKey };
}
