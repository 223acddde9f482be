import type { CaptchaAnswer, CaptchaPass, CaptchaPuzzle, DeviceVerifyResult } from '@miao/contracts/devices';
import { api } from '@/lib/api-client';

const CLIENT_KEY = 'miao.captcha-client';

/** This browser's id: the captcha's per-client failure limit, and whose pass a pass is. */
export function captchaClientId(): string {
  let stored: string | null = null;
  try {
    stored = window.localStorage.getItem(CLIENT_KEY);
  } catch {
    // storage off: a fresh id per page
  }
  if (stored && /^[A-Za-z0-9_-]{8,64}$/.test(stored)) return stored;
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  const id = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  try {
    window.localStorage.setItem(CLIENT_KEY, id);
  } catch {
    // as above
  }
  return id;
}

/** Errors show inline beside the captcha and the result, not as toasts. */
const quiet = { toastErrors: false, auth: false } as const;

export function createPuzzle(): Promise<CaptchaPuzzle> {
  return api.post<CaptchaPuzzle>('/api/captcha', { client_id: captchaClientId() }, quiet);
}

export function answerPuzzle(id: string, answer: Omit<CaptchaAnswer, 'client_id'>): Promise<CaptchaPass> {
  return api.post<CaptchaPass>(
    `/api/captcha/${encodeURIComponent(id)}/answer`,
    { ...answer, client_id: captchaClientId() },
    quiet,
  );
}

export function verifyDevice(sn: string, captchaToken: string): Promise<DeviceVerifyResult> {
  return api.post<DeviceVerifyResult>(
    '/api/devices/verify',
    { sn, captcha_token: captchaToken, client_id: captchaClientId() },
    quiet,
  );
}
