// One proof-of-work solver (decision 043): altcha-lib's worker loop with the browser's PBKDF2.
import { handler } from 'altcha-lib/workers/shared';
import { deriveKey } from 'altcha-lib/algorithms/web/pbkdf2';

handler({ deriveKey });
