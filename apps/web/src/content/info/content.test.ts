import { describe, expect, it } from 'vitest';
import { MAIN_ROUTES } from '@/app/routes';
import { INFO_KINDS, infoSlugs, loadAllInfoContent } from './registry';

const ALL = await loadAllInfoContent();
const ENTRIES = INFO_KINDS.flatMap((kind) =>
  (ALL[kind] as unknown[]).map((page, i) => [`${kind}/${infoSlugs(kind)[i]}`, page] as const),
);

type Json = string | number | boolean | null | undefined | Json[] | { [key: string]: Json };

/** Strings that are not copy: addresses, dates, codes, keys. */
const NOT_COPY = new Set([
  'id',
  'key',
  'slug',
  'updated',
  'start',
  'end',
  'src',
  'poster',
  'to',
  'tag',
  'appCode',
  'product',
  'version',
  'webUrl',
  'video',
  'app',
  'prizeValidUntil',
  'layout',
  'ledText',
  'kind',
  'finish',
  'shell',
  'length',
  'pattern',
  'housing',
  'scene',
  'hue',
]);

/** Every place copy appears: each must be a { cn, en } pair with both texts filled in. */
function inspect(value: Json, path: string, problems: string[], localized: { count: number }) {
  if (Array.isArray(value)) value.forEach((item, i) => inspect(item, `${path}[${i}]`, problems, localized));
  else if (value && typeof value === 'object') {
    const keys = Object.keys(value);
    if (keys.includes('cn') || keys.includes('en')) {
      localized.count += 1;
      if (keys.sort().join() !== 'cn,en') problems.push(`${path}: keys ${keys.join()}`);
      for (const lang of ['cn', 'en'] as const) {
        const text = value[lang];
        if (typeof text !== 'string' || !text.trim()) problems.push(`${path}.${lang} is empty`);
      }
      return;
    }
    for (const [key, child] of Object.entries(value)) {
      if (typeof child === 'string' && !NOT_COPY.has(key))
        problems.push(`${path}.${key} is a plain string, not { cn, en }`);
      inspect(child, `${path}.${key}`, problems, localized);
    }
  }
}

describe('info page content', () => {
  it('has the pages of issue 5', () => {
    expect(infoSlugs('doc')).toEqual(['about-us', 'after-sales', 'privacy-policy', 'terms-of-service']);
    expect(infoSlugs('manual')).toEqual(
      expect.arrayContaining(['cyberboard-r4', 'am-hatsu', 'am-relic-80', 'am-afa-r2', 'cyberblade']),
    );
    expect(infoSlugs('video')).toEqual(['carpio-user-guide', 'disassembly-guide']);
    expect(infoSlugs('app')).toEqual(['cyberblade']);
    expect(infoSlugs('event')).toEqual([
      'led-competition',
      'led-competition-2025',
      'the-novel-join',
      'the-novel-project',
    ]);
    const eventRoutes = MAIN_ROUTES.filter((route) => route.handle.page === 'competition-page');
    expect(eventRoutes.map((route) => route.handle.slug).sort()).toEqual([...infoSlugs('event')].sort());
  });

  it.each(ENTRIES)('%s has cn and en for every text field', (_name, page) => {
    const problems: string[] = [];
    const localized = { count: 0 };
    inspect(page as Json, _name, problems, localized);
    expect(problems).toEqual([]);
    expect(localized.count).toBeGreaterThan(8);
  });

  it('gives every page a title and a description for its meta', () => {
    for (const [, page] of ENTRIES) {
      const { title, description } = page as {
        title: { cn: string; en: string };
        description: { cn: string; en: string };
      };
      expect(title.cn && title.en).toBeTruthy();
      expect(description.en.length).toBeGreaterThan(60);
      expect(description.cn.length).toBeGreaterThan(25);
    }
  });

  it('keeps section anchors unique within a page', () => {
    for (const [name, page] of ENTRIES) {
      const ids = ((page as { sections?: Array<{ id: string }> }).sections ?? []).map((s) => s.id);
      expect(new Set(ids).size, name).toBe(ids.length);
    }
  });

  it('states every after-sales rule of spec 9', () => {
    const afterSales = ALL.doc.find((d) => d.key === 'after-sales')!;
    const text = JSON.stringify(afterSales);
    for (const fact of [
      '7 days',
      '15 days',
      'replace or repair',
      'order its payment arrived',
      '24 hours of payment',
      'unopened keycap can be returned within 24 hours of delivery',
      '20% of the full price',
      'refundable',
    ]) {
      expect(text, fact).toContain(fact);
    }
    for (const fact of [
      '7 天',
      '15 天',
      '换新或维修',
      '付款时间先后发货',
      '付款后 24 小时内',
      '签收后 24 小时内',
      '20%',
      '开始生产之前',
    ]) {
      expect(text, fact).toContain(fact);
    }
  });

  it('dates the contests as spec 9 does', () => {
    const milestones = (slug: string) =>
      ALL.event
        .find((e) => e.key === slug)!
        .rounds.flatMap((r) =>
          r.milestones.map((m) => `${m.id} ${m.start.slice(0, 10)} ${m.end?.slice(0, 10) ?? ''}`.trim()),
        );
    expect(milestones('led-competition')).toEqual([
      'entries 2022-06-22 2022-07-22',
      'poll 2022-07-25 2022-07-25',
      'results 2022-08-01',
      'entries 2022-12-12 2023-01-26',
      'poll 2023-01-28 2023-01-30',
    ]);
    expect(milestones('led-competition-2025')).toEqual([
      'entries 2025-07-29 2025-08-20',
      'poll 2025-08-22 2025-08-25',
      'results 2025-08-26',
    ]);
    const led2025 = ALL.event.find((e) => e.key === 'led-competition-2025')!;
    expect(led2025.tag).toBe('#LED2025');
    expect(led2025.rounds[0]!.shortlist).toBe(6);
    expect(led2025.rounds[0]!.prizes.at(-1)).toMatchObject({ reward: { en: 'A 10 USD coupon' }, winners: 3 });
    const winter = ALL.event.find((e) => e.key === 'led-competition')!.rounds[1]!;
    expect(winter).toMatchObject({
      shortlist: 6,
      prizes: [{ winners: 3, reward: { en: 'A 40 USD coupon' } }],
    });
    for (const event of ALL.event)
      for (const round of event.rounds)
        for (const m of round.milestones) {
          expect(Number.isNaN(new Date(m.start).getTime())).toBe(false);
          if (m.end) expect(new Date(m.end).getTime()).toBeGreaterThan(new Date(m.start).getTime());
        }
  });
});
