import { errorMessageKey, errors } from '@miao/contracts/errors';
import { describe, expect, it } from 'vitest';
import { resources } from './resources';

type Tree = { [key: string]: string | Tree };

function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(path, value);
    else for (const [k, v] of flatten(value, path)) out.set(k, v);
  }
  return out;
}

const cn = flatten(resources.cn.translation as unknown as Tree);
const en = flatten(resources.en.translation as unknown as Tree);

describe('locales', () => {
  it('has every key in both languages', () => {
    const onlyCn = [...cn.keys()].filter((k) => !en.has(k));
    const onlyEn = [...en.keys()].filter((k) => !cn.has(k));
    expect({ onlyCn, onlyEn }).toEqual({ onlyCn: [], onlyEn: [] });
  });

  it('has no empty translation', () => {
    const empty = [...cn, ...en].filter(([, v]) => !v.trim()).map(([k]) => k);
    expect(empty).toEqual([]);
  });

  it('uses the same interpolation variables in both languages', () => {
    const vars = (s: string) => [...s.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();
    const differing = [...cn].filter(
      ([k, v]) => JSON.stringify(vars(v)) !== JSON.stringify(vars(en.get(k) ?? '')),
    );
    expect(differing.map(([k]) => k)).toEqual([]);
  });

  it('has one text for every plural form of a cn string (lib/translator.ts: the form cn picked varied with the runtime)', () => {
    const forms = new Map<string, Set<string>>();
    for (const [key, text] of cn) {
      const base = key.replace(/_(one|other)$/, '');
      if (base === key) continue;
      forms.set(base, (forms.get(base) ?? new Set(cn.has(base) ? [cn.get(base)!] : [])).add(text));
    }
    expect(forms.size).toBeGreaterThan(10);
    expect([...forms].filter(([, texts]) => texts.size > 1).map(([base]) => base)).toEqual([]);
  });

  it('translates every server error message in both languages (spec 7)', () => {
    const missing = Object.values(errors)
      .map((e) => errorMessageKey(e.message))
      .filter((key) => !cn.get(key)?.trim() || !en.get(key)?.trim());
    expect(missing).toEqual([]);
  });

  it('has every literal key the source uses', () => {
    const sources = import.meta.glob(['../**/*.{ts,tsx}', '!../**/*.test.{ts,tsx}'], {
      query: '?raw',
      import: 'default',
      eager: true,
    }) as Record<string, string>;
    const used = new Set<string>();
    for (const text of Object.values(sources)) {
      for (const match of text.matchAll(/\bt\(\s*'([^'$`]+)'/g)) used.add(match[1]!);
    }
    expect(used.size).toBeGreaterThan(50);
    // a plural key is used by its base (i18next picks `_one` or `_other` by the count)
    const missing = [...used].filter((key) => !en.has(key) && !en.has(`${key}_other`));
    expect(missing).toEqual([]);
  });
});
