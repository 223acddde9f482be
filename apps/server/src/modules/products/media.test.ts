import { existsSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProductMedia } from '@miao/contracts/product-media';
import type { ProductSetting } from '@miao/contracts/products';
import { uploads } from '../../db/schema/uploads';
import { authHeader, createTestApp, type TestApp } from '../../test/app';
import { buildUser } from '../../test/factories';

const CODE = 'cyberboard-r2';
const BASE = `/api/admin/products/${CODE}/media`;

/** A minimal MP4 head (ftyp isom): what file-type sniffs as video/mp4. */
const MP4 = Buffer.concat([
  Buffer.from([0, 0, 0, 0x20]),
  Buffer.from('ftypisom'),
  Buffer.from([0, 0, 2, 0]),
  Buffer.from('isomiso2avc1mp41'),
  Buffer.alloc(64),
]);

const photo = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#3cf0ff' } })
    .jpeg()
    .toBuffer();

describe('product media (decision 050)', () => {
  let t: TestApp;
  let staff: { authorization: string };
  let member: { authorization: string };

  beforeAll(async () => {
    t = await createTestApp();
    staff = await authHeader(t.config, (await buildUser(t.db, { staff: true })).id);
    member = await authHeader(t.config, (await buildUser(t.db)).id);
  });
  afterAll(() => t.close());

  /** Through the ordinary upload path: a signature, then the form post. Answers the file's url. */
  async function upload(fileType: string, name: string, bytes: Buffer): Promise<string> {
    const sig = await t.app.inject({
      method: 'POST',
      url: '/api/upload/signature',
      headers: staff,
      payload: { file_type: fileType, file_name: name, file_prefix: 'product-media' },
    });
    expect(sig.statusCode, sig.body).toBe(200);
    const form = new FormData();
    for (const [field, value] of Object.entries(sig.json().fields as Record<string, string>))
      form.append(field, value);
    form.append('file', new Blob([new Uint8Array(bytes)]), name);
    const body = new Response(form);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/upload/local',
      headers: { 'content-type': body.headers.get('content-type')! },
      payload: Buffer.from(await body.arrayBuffer()),
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().url;
  }
  const create = (payload: object, headers: Record<string, string> = staff) =>
    t.app.inject({ method: 'POST', url: BASE, headers, payload });
  const alt = { alt_cn: '键盘正面', alt_en: 'The keyboard from the front' };
  const settingMedia = async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/product-settings' });
    return (res.json() as ProductSetting[]).find((s) => s.code === CODE)?.media ?? [];
  };

  it('makes an uploaded photo hero media with AVIF and WebP at each width, served for good', async () => {
    const url = await upload('image', 'front.jpg', await photo(1200, 800));
    const res = await create({ kind: 'photo', url, slot: 'hero', ...alt });
    expect(res.statusCode, res.body).toBe(200);
    const item = res.json() as ProductMedia;
    expect(item).toMatchObject({ kind: 'photo', slot: 'hero', width: 1200, height: 800, url, ...alt });
    // 480, 960 and the original's own 1200 (never wider than it), in both formats
    expect(item.variants.map((v) => `${v.format}@${v.width}`).sort()).toEqual(
      ['avif@1200', 'avif@480', 'avif@960', 'webp@1200', 'webp@480', 'webp@960'].sort(),
    );
    for (const variant of item.variants) {
      const file = await t.app.inject({ method: 'GET', url: variant.url });
      expect(file.statusCode).toBe(200);
      expect(file.headers['content-type']).toBe(`image/${variant.format}`);
      expect(file.headers['cache-control']).toContain('immutable');
      const meta = await sharp(file.rawPayload).metadata();
      expect(meta.format).toBe(variant.format === 'avif' ? 'heif' : 'webp');
      expect(meta.width).toBe(variant.width);
    }
    // the landing page receives it with its product setting
    expect((await settingMedia()).map((m) => m.id)).toContain(item.id);
  });

  it('refuses an item without alt text in both languages, naming the fields', async () => {
    const url = await upload('image', 'side.jpg', await photo(600, 400));
    const res = await create({ kind: 'photo', url, slot: 'gallery', alt_cn: '侧面', alt_en: '  ' });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ code: 'media_alt_required', fields: ['alt_en'] });
  });

  it('sniffs the content, not the name: text named .png and a video given as a photo are refused', async () => {
    // a "file" upload keeps any content; its name says png
    const fake = await upload('file', 'photo.png', Buffer.from('<svg onload=alert(1)>not a png</svg>'));
    const res = await create({ kind: 'photo', url: fake, slot: 'gallery', ...alt });
    expect(res.statusCode).toBe(415);
    expect(res.json().code).toBe('media_type_invalid');
    const video = await upload('video', 'clip.mp4', MP4);
    const asPhoto = await create({ kind: 'photo', url: video, slot: 'gallery', ...alt });
    expect(asPhoto.json().code).toBe('media_type_invalid');
    // an address that is no upload of ours
    const foreign = await create({ kind: 'photo', url: 'https://example.com/a.jpg', slot: 'hero', ...alt });
    expect(foreign.statusCode).toBe(422);
    expect(foreign.json().fields).toEqual(['url']);
  });

  it('refuses a photo over the size limit', async () => {
    // a real JPEG with 16 MB of trailing bytes: under the upload limit (20 MB), over the photo limit
    const big = Buffer.concat([await photo(64, 64), Buffer.alloc(16 * 1024 * 1024, 1)]);
    const url = await upload('image', 'big.jpg', big);
    const res = await create({ kind: 'photo', url, slot: 'gallery', ...alt });
    expect(res.statusCode).toBe(413);
    expect(res.json().code).toBe('media_too_large');
  });

  it('takes a video with its poster and captions; refuses one without a poster or with bad captions', async () => {
    const video = await upload('video', 'guide.mp4', MP4);
    const noPoster = await create({ kind: 'video', url: video, slot: 'guide', ...alt });
    expect(noPoster.json().code).toBe('media_poster_required');
    const poster = await upload(
      'image',
      'poster.png',
      await sharp({ create: { width: 640, height: 360, channels: 3, background: '#111' } })
        .png()
        .toBuffer(),
    );
    const badVtt = await create({
      kind: 'video',
      url: video,
      poster_url: poster,
      captions_vtt: '1\n00:00 --> x',
      slot: 'guide',
      ...alt,
    });
    expect(badVtt.json().code).toBe('media_captions_invalid');
    const vtt = 'WEBVTT\n\n00:00.000 --> 00:02.000\nHello\n';
    const res = await create({
      kind: 'video',
      url: video,
      poster_url: poster,
      captions_vtt: vtt,
      slot: 'guide',
      ...alt,
    });
    expect(res.statusCode, res.body).toBe(200);
    const item = res.json() as ProductMedia;
    expect(item).toMatchObject({ kind: 'video', url: video, poster_url: poster, width: 640, height: 360 });
    expect(new Set(item.variants.map((v) => v.format))).toEqual(new Set(['avif', 'webp']));
    const track = await t.app.inject({ method: 'GET', url: item.captions_url! });
    expect(track.headers['content-type']).toContain('text/vtt');
    expect(track.body).toBe(vtt);
  });

  it('reorders, updates and deletes (with its derivatives); a wrong id list is refused', async () => {
    const list = (await t.app.inject({ method: 'GET', url: BASE, headers: staff })).json() as ProductMedia[];
    expect(list.length).toBeGreaterThanOrEqual(2);
    const ids = list.map((m) => m.id).reverse();
    const bad = await t.app.inject({
      method: 'PUT',
      url: `${BASE}/order`,
      headers: staff,
      payload: { ids: ids.slice(1) },
    });
    expect(bad.statusCode).toBe(422);
    const put = await t.app.inject({ method: 'PUT', url: `${BASE}/order`, headers: staff, payload: { ids } });
    expect(put.statusCode, put.body).toBe(200);
    expect((put.json() as ProductMedia[]).map((m) => m.id)).toEqual(ids);
    expect((await settingMedia()).map((m) => m.id)).toEqual(ids);

    const patch = await t.app.inject({
      method: 'PATCH',
      url: `${BASE}/${ids[0]}`,
      headers: staff,
      payload: { alt_cn: '' },
    });
    expect(patch.json().code).toBe('media_alt_required');

    const gone = list.find((m) => m.kind === 'photo')!;
    const variantKeys = gone.variants.map((v) => v.url.replace(/^\/uploads\//, ''));
    const del = await t.app.inject({ method: 'DELETE', url: `${BASE}/${gone.id}`, headers: staff });
    expect(del.statusCode).toBe(200);
    expect((await settingMedia()).map((m) => m.id)).not.toContain(gone.id);
    for (const key of variantKeys) {
      expect(existsSync(path.join(t.config.dataDir, 'uploads', key))).toBe(false);
      expect(await t.db.select().from(uploads).where(eq(uploads.key, key))).toEqual([]);
    }
    const again = await t.app.inject({ method: 'DELETE', url: `${BASE}/${gone.id}`, headers: staff });
    expect(again.statusCode).toBe(404);
  });

  it('refuses visitors and members who are not staff, before reading anything', async () => {
    const payload = { kind: 'photo', url: '/uploads/x.jpg', slot: 'hero', ...alt };
    expect((await create(payload, {})).statusCode).toBe(401);
    expect((await create(payload, member)).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: BASE, headers: member })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'DELETE', url: `${BASE}/1`, headers: member })).statusCode).toBe(
      403,
    );
  });
});
