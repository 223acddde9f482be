/** The key last sent and the form content it was sent with. */
export interface IdempotencyState {
  key: string;
  /** Undefined until the first send of this opening. */
  content?: string;
}

/** A random key; `crypto.randomUUID` exists only on secure origins, so plain http falls back. */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = [...bytes].map((b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/**
 * The key for sending `content`: the same key while the content is the one sent before (a retry
 * after a lost answer is then applied once), a new key once the content changed (the server
 * refuses a reused key with another body).
 */
export function idempotencyKeyFor(
  state: IdempotencyState,
  content: string,
  create: () => string = newIdempotencyKey,
): IdempotencyState {
  if (state.content === undefined) return { key: state.key, content };
  if (state.content === content) return state;
  return { key: create(), content };
}
