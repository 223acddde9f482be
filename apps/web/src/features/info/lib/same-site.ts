/**
 * /qr/ makes codes only for this site (spec 2): a `url` that is a path of the site, or an absolute
 * address on the same origin. Anything else — another host, `//host`, `/\host` (browsers read it
 * as `//host`), `javascript:` — is refused, and the page falls back to the site root.
 */
export type QrTarget = { url: string; refused: boolean };

export function qrTarget(raw: string | null | undefined, origin: string): QrTarget {
  const root = `${origin}/`;
  if (raw === null || raw === undefined || raw.trim() === '') return { url: root, refused: false };
  const value = raw.trim();
  // Backslashes and control characters never belong in an address we print as a code.
  // eslint-disable-next-line no-control-regex
  if (/[\\\u0000-\u001f\u007f]/.test(value)) return { url: root, refused: true };
  let parsed: URL;
  try {
    parsed = new URL(value, root);
  } catch {
    return { url: root, refused: true };
  }
  const web = parsed.protocol === 'https:' || parsed.protocol === 'http:';
  if (!web || parsed.origin !== origin) return { url: root, refused: true };
  return { url: parsed.href, refused: false };
}
