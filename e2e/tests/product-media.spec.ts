// Issue 34 item 2 (decision 050): staff upload a photo and a video for a product in the console and
// see them on its landing page in both languages, at a phone's and a desktop's width; the seeded
// guide film's chapter buttons seek it.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { axeFindings } from './axe';
import { expect, open, signInThroughPage, test } from './fixtures';

const here = path.dirname(fileURLToPath(import.meta.url));
const SEED = path.resolve(here, '../../apps/server/seed-media');
const STAFF = 'admin@example.com';
const WIDTHS = [390, 1440];

test('staff add a hero photo and a slide video; the landing page shows them in cn and en', async ({
  page,
}, testInfo) => {
  testInfo.setTimeout(180_000);
  const photoFile = testInfo.outputPath('hero.png');
  // our own picture: a gradient with the accent, no one else's photo
  await sharp({
    create: { width: 1800, height: 1200, channels: 3, background: '#18323a' },
  })
    .composite([
      {
        input: Buffer.from(
          '<svg xmlns="http://www.w3.org/2000/svg" width="1800" height="1200"><circle cx="900" cy="600" r="420" fill="#3cf0ff" opacity="0.6"/></svg>',
        ),
      },
    ])
    .png()
    .toFile(photoFile);

  await signInThroughPage(page, STAFF, '/en/staff/media/');
  await open(page, '/en/staff/media/');
  await page.getByLabel('Product', { exact: true }).selectOption('cyberboard-r2');

  // the photo, on the hero
  await page.getByLabel('File (PNG or JPEG photo, MP4 video)').setInputFiles(photoFile);
  await page.getByLabel('Alt text / title (Chinese)').fill('CYBERBOARD R2 正面照片');
  await page.getByLabel('Alt text / title (English)').fill('The CYBERBOARD R2 from the front');
  await page.getByLabel('Shows on').selectOption('hero');
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  const item = (name: string) => page.getByTestId('staff-media-item').filter({ hasText: name });
  await expect(item('The CYBERBOARD R2 from the front')).toHaveCount(1, { timeout: 30_000 });

  // the video, with its poster, on the second slide
  await page.getByLabel('Kind').selectOption('video');
  await page
    .getByLabel('File (PNG or JPEG photo, MP4 video)')
    .setInputFiles(path.join(SEED, 'carpio-user-guide.mp4'));
  await page
    .getByLabel('Poster image (PNG or JPEG)')
    .setInputFiles(path.join(SEED, 'carpio-user-guide-poster.png'));
  await page.getByLabel('Alt text / title (Chinese)').fill('CYBERBOARD R2 演示视频');
  await page.getByLabel('Alt text / title (English)').fill('The CYBERBOARD R2 in a short film');
  await page.getByLabel('Shows on').selectOption('slide-2');
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(item('The CYBERBOARD R2 in a short film')).toHaveCount(1, { timeout: 30_000 });

  const visitor = await page.context().browser()!.newContext();
  const view = await visitor.newPage();
  for (const [language, alt, title] of [
    ['en', 'The CYBERBOARD R2 from the front', 'The CYBERBOARD R2 in a short film'],
    ['cn', 'CYBERBOARD R2 正面照片', 'CYBERBOARD R2 演示视频'],
  ] as const) {
    for (const width of WIDTHS) {
      await view.setViewportSize({ width, height: width < 600 ? 844 : 900 });
      // the server's HTML already has the picture and its preload (no shift when it hydrates)
      const html = await (await view.request.get(`/${language}/cyberboard-r2/`)).text();
      expect(html).toContain('rel="preload" as="image" type="image/avif"');
      expect(html).toMatch(/<source type="image\/avif" srcSet="[^"]+480w/);
      await open(view, `/${language}/cyberboard-r2/`);
      const hero = view.getByRole('img', { name: alt });
      await expect(hero).toBeVisible();
      await expect.poll(() => hero.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
      expect(await hero.getAttribute('loading')).toBe('eager');
      const overflow = await view.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, `${language} ${width}px overflows`).toBeLessThanOrEqual(0);
      expect(await axeFindings(view, ['.landing'])).toEqual([]);

      await open(view, `/${language}/cyberboard-r2/?p=1`);
      const film = view.getByLabel(title);
      await expect(film).toBeVisible();
      expect(await film.getAttribute('preload')).toBe('metadata');
      expect(await film.getAttribute('poster')).toMatch(/\.webp$/);
      expect(await axeFindings(view, ['.landing'])).toEqual([]);
    }
  }
  await visitor.close();
});

test('the seeded guide plays its film and a chapter button seeks it', async ({ page }) => {
  // the chapters track is a blob: address: the page's CSP must let it load
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) =>
      seen.push(`${event.violatedDirective} ${event.blockedURI}`),
    );
  });
  for (const language of ['en', 'cn']) {
    await open(page, `/${language}/cyberboard-r2_5/disassembly-guide/`);
    const video = page.locator('.video-guide__frame video');
    await expect(video).toBeVisible();
    expect(await video.getAttribute('autoplay')).toBeNull();
    await expect(video.locator('track[kind="chapters"]')).toHaveCount(1);
    // the chapters track loads (mode hidden: read, not shown) and its cues are the chapter list
    await expect
      .poll(() =>
        video.evaluate((v: HTMLVideoElement) => {
          const track = Array.from(v.textTracks).find((t) => t.kind === 'chapters');
          if (track) track.mode = 'hidden';
          return track?.cues?.length ?? 0;
        }),
      )
      .toBe(7);
    await page.locator('.chapter__time').nth(2).click();
    await expect.poll(() => video.evaluate((v: HTMLVideoElement) => Math.round(v.currentTime))).toBe(128);
    await video.evaluate((v: HTMLVideoElement) => v.pause());
    expect(await axeFindings(page, ['.info-page'])).toEqual([]);
    expect(
      await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations),
    ).toEqual([]);
  }
  await open(page, '/en/carpio-g2.0-am-editon/user-guide/');
  await expect(page.locator('.video-guide__frame video')).toBeVisible();
});
