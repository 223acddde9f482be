import { describe, expect, it } from 'vitest';
import { keyCount } from '@/components/art/keyboard-layouts';
import { MAIN_ROUTES } from '@/app/routes';
import { CATALOG } from '@/content/catalog';
import { hasLandingPage, LANDING_SLUGS, loadAllLandingPages, loadLandingPage } from './registry';
import { registerLandingPages } from './landing-store';

const ALL_LANDING_PAGES = await loadAllLandingPages();

type Json = string | number | boolean | null | undefined | Json[] | { [key: string]: Json };

/** Every `{ cn, en }` object in a page, with where it sits. */
function localizedTexts(value: Json, path: string, out: Array<{ path: string; cn: unknown; en: unknown }>) {
  if (Array.isArray(value)) value.forEach((item, i) => localizedTexts(item, `${path}[${i}]`, out));
  else if (value && typeof value === 'object') {
    const keys = Object.keys(value);
    if (keys.includes('cn') || keys.includes('en')) out.push({ path, cn: value.cn, en: value.en });
    else for (const key of keys) localizedTexts(value[key], `${path}.${key}`, out);
  }
  return out;
}

// Fields that hold copy: each must be a { cn, en } pair wherever it appears.
const COPY_FIELDS = new Set([
  'name',
  'title',
  'description',
  'artLabel',
  'eyebrow',
  'headline',
  'body',
  'label',
  'value',
  'caption',
  'note',
  'price',
]);

function copyFieldsThatAreNotLocalized(value: Json, path: string, out: string[]) {
  if (Array.isArray(value))
    value.forEach((item, i) => copyFieldsThatAreNotLocalized(item, `${path}[${i}]`, out));
  else if (value && typeof value === 'object') {
    for (const [key, child] of Object.entries(value)) {
      const isStat = key === 'value' && typeof child === 'string'; // a stat's figure is the same in both languages
      if (
        COPY_FIELDS.has(key) &&
        !isStat &&
        (typeof child !== 'object' || child === null || Array.isArray(child))
      )
        out.push(`${path}.${key}`);
      copyFieldsThatAreNotLocalized(child, `${path}.${key}`, out);
    }
  }
  return out;
}

describe('landing page content', () => {
  it('registers at least the pages of this issue, each under its own slug', () => {
    expect(ALL_LANDING_PAGES.length).toBe(LANDING_SLUGS.length);
    for (const slug of [
      'cyberboard-r4',
      'am-relic-80',
      'am-afa-r2',
      'am-65-less',
      'am-hatsu',
      'icy-silver-switch-pro-v2',
      'cybercharge',
      'cybercharge-35',
      'cybermat-r3',
      'cosmo-killer-r2',
      'am-emptiness-phone-case',
      'am-master',
      'am-carpio-g2',
      'am-infinity-mouse',
    ]) {
      expect(hasLandingPage(slug), slug).toBe(true);
    }
    const landingRoutes = MAIN_ROUTES.filter((route) => route.handle.page === 'landing-page');
    const routed = landingRoutes.map((route) => route.handle.slug);
    for (const page of ALL_LANDING_PAGES) {
      expect(LANDING_SLUGS).toContain(page.slug);
      expect(routed, `${page.slug} has a route`).toContain(page.slug);
    }
  });

  it.each(ALL_LANDING_PAGES.map((page) => [page.slug, page] as const))(
    '%s has cn and en for every text field',
    (_slug, page) => {
      const texts = localizedTexts(page as unknown as Json, page.slug, []);
      expect(texts.length).toBeGreaterThan(10);
      const missing = texts.filter(
        (t) => typeof t.cn !== 'string' || !t.cn.trim() || typeof t.en !== 'string' || !t.en.trim(),
      );
      expect(missing.map((t) => t.path)).toEqual([]);
      expect(copyFieldsThatAreNotLocalized(page as unknown as Json, page.slug, [])).toEqual([]);
    },
  );

  it.each(ALL_LANDING_PAGES.map((page) => [page.slug, page] as const))(
    '%s is shaped for the template',
    (_slug, page) => {
      expect(page.accent).toMatch(/^#[0-9A-Fa-f]{6}$/);
      expect(page.slides[0]?.kind).toBe('hero');
      // Chinese copy is written in Chinese, not left in English
      expect(page.slides[0]?.headline.cn).toMatch(/[\u4e00-\u9fff]/);
      expect(page.slides[0]?.headline.cn).not.toBe(page.slides[0]?.headline.en);
      const kinds = page.slides.map((slide) => slide.kind);
      expect(kinds.filter((kind) => kind === 'hero')).toHaveLength(1);
      expect(kinds.at(-1) === 'cta' || kinds.at(-1) === 'downloads').toBe(true);
    },
  );

  it('marks where long Chinese headlines may break (they wrap by phrase, DESIGN.md)', () => {
    // headlines keep phrases whole (word-break: keep-all): a run longer than 8 characters needs a
    // comma, a space or a zero-width space (\u200b) where a line may break
    const runs = ALL_LANDING_PAGES.flatMap((page) =>
      page.slides.flatMap((slide) =>
        slide.headline.cn.split(/[，、：；\s\u200b]/).map((run) => ({ slug: page.slug, run })),
      ),
    );
    expect(runs.filter(({ run }) => [...run.replace(/。$/, '')].length > 8)).toEqual([]);
  });

  it('gives every page distinct copy and its own accent-lit art', () => {
    const headlines = ALL_LANDING_PAGES.map((page) => page.slides[0]?.headline.en);
    expect(new Set(headlines).size).toBe(headlines.length);
    const descriptions = ALL_LANDING_PAGES.map((page) => page.description.cn);
    expect(new Set(descriptions).size).toBe(descriptions.length);
  });

  it('states the spec 9 facts where they belong', () => {
    const text = (slug: string) => JSON.stringify(ALL_LANDING_PAGES.find((page) => page.slug === slug));
    expect(text('icy-silver-switch-pro-v2')).toMatch(/37gf[\s\S]*45gf[\s\S]*3\.7mm/);
    expect(text('cybercharge')).toContain('40W');
    expect(text('cybercharge-35')).toMatch(/35W[\s\S]*60W[\s\S]*1\.2m/);
    expect(text('am-master')).toContain('0.8.6');
    expect(text('cosmo-killer-r2')).toContain('"limited":20');
    expect(text('am-65-less')).toContain('"limited":10');
    expect(text('am-hatsu')).toMatch(/"limited":7[\s\S]*580 USD[\s\S]*"limited":7[\s\S]*890 USD/);
    expect(text('cyberboard-r4')).toMatch(/12[\s\S]*8[\s\S]*18/);
  });

  it('counts keys the way the copy does', () => {
    expect(keyCount('65')).toBe(68);
    expect(keyCount('80')).toBe(87);
    expect(keyCount('60')).toBe(61);
    expect(keyCount('split')).toBe(62);
  });

  it('knows every catalogue code once', () => {
    const codes = CATALOG.map((entry) => entry.code);
    expect(new Set(codes).size).toBe(codes.length);
  });

  it('hands registered pages to React synchronously and loads the others once', async () => {
    const [first] = ALL_LANDING_PAGES;
    registerLandingPages([first!]);
    const promise = loadLandingPage(first!.slug) as Promise<unknown> & { status?: string };
    expect(promise.status).toBe('fulfilled');
    expect(loadLandingPage(first!.slug)).toBe(promise);
    // every page loaded once is read synchronously from then on
    for (const slug of LANDING_SLUGS) {
      expect((loadLandingPage(slug) as Promise<unknown> & { status?: string }).status).toBe('fulfilled');
    }
    // with every page here, a slug without one is answered at once: none
    expect(hasLandingPage('no-such-page')).toBe(false);
    const none = loadLandingPage('no-such-page') as Promise<unknown> & { status?: string };
    expect(none.status).toBe('fulfilled');
    await expect(none).resolves.toBeUndefined();
  });
});
