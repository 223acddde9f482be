import type { DrawCreateBody, DrawPrize } from '@miao/contracts/draws';
import { fromLocalInput } from '@/lib/dates';

export interface DrawFormValues {
  slug: string;
  product_code: string;
  title_cn: string;
  title_en: string;
  /** One prize a line: `中文名 | English name | quantity`. */
  prizes: string;
  /** Product codes separated by commas or spaces. */
  entry_product_codes: string;
  entry_starts_at: string;
  entry_ends_at: string;
  draw_at: string;
  claim_ends_at: string;
}

export function parsePrizes(text: string): DrawPrize[] | null {
  const lines = text
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean);
  const prizes: DrawPrize[] = [];
  for (const line of lines) {
    const [nameCn, nameEn, quantity] = line.split('|').map((p) => p.trim());
    const n = Number(quantity);
    if (!nameCn || !nameEn || !Number.isInteger(n) || n < 1) return null;
    prizes.push({ name_cn: nameCn, name_en: nameEn, quantity: n });
  }
  return prizes.length > 0 ? prizes : null;
}

/** The form as the API's body, or the fields that cannot be sent (the server checks the rest). */
export function drawBodyOf(values: DrawFormValues): { body?: DrawCreateBody; problems: string[] } {
  const problems: string[] = [];
  const prizes = parsePrizes(values.prizes);
  if (!prizes) problems.push('prizes');
  const times = {
    entry_starts_at: fromLocalInput(values.entry_starts_at),
    entry_ends_at: fromLocalInput(values.entry_ends_at),
    draw_at: fromLocalInput(values.draw_at),
    claim_ends_at: fromLocalInput(values.claim_ends_at),
  };
  for (const [key, value] of Object.entries(times)) if (!value) problems.push(key);
  const codes = values.entry_product_codes.split(/[\s,]+/).filter(Boolean);
  if (codes.length === 0) problems.push('entry_product_codes');
  if (problems.length > 0) return { problems };
  return {
    problems,
    body: {
      slug: values.slug.trim(),
      product_code: values.product_code.trim(),
      title_cn: values.title_cn.trim(),
      title_en: values.title_en.trim(),
      prizes: prizes!,
      entry_product_codes: codes,
      entry_starts_at: times.entry_starts_at!,
      entry_ends_at: times.entry_ends_at!,
      draw_at: times.draw_at!,
      claim_ends_at: times.claim_ends_at!,
    },
  };
}
