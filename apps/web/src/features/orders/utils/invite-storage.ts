/** The invite code a visitor arrived with (`?invite=CODE`), kept until they have signed in. */
const KEY = 'miao.invite';
const CODE = /^[A-Za-z0-9]{4,32}$/;

export function rememberInvite(search: string): void {
  const code = new URLSearchParams(search).get('invite')?.trim();
  if (!code || !CODE.test(code)) return;
  try {
    window.localStorage.setItem(KEY, code);
  } catch {
    // storage unavailable: the invite is lost, nothing else
  }
}

export function pendingInvite(): string | undefined {
  try {
    return window.localStorage.getItem(KEY) ?? undefined;
  } catch {
    return undefined;
  }
}

export function forgetInvite(): void {
  try {
    window.localStorage.removeItem(KEY);
  } catch {
    // nothing to forget
  }
}
