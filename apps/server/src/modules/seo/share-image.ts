import { readFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { CATALOG } from '@miao/contracts/catalog';
import { clientDir } from '../../platform/web-build';

/**
 * Share cards' images (issue 34, decision 049): a product's drawing (the web build's
 * dist/client/art/<name>.svg, the product card's own) rasterised to 1200×630 PNG, the size
 * Open Graph and Twitter's large card show, on the site's dark ground. Made once per process and
 * drawing, served at `/share/products/{code}.png`.
 */
export const SHARE_WIDTH = 1200;
export const SHARE_HEIGHT = 630;
const GROUND = { r: 17, g: 17, b: 17, alpha: 1 };

/** FNV-1a, 32 bits, base 36: the web's drawing file names (components/art/art-file.ts artName). */
function hash(text: string): string {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return (h >>> 0).toString(36);
}

/** The drawing file of a product of the catalogue, or undefined when it has none. */
export function drawingFile(code: string): string | undefined {
  const spec = CATALOG.find((product) => product.code === code)?.listing?.art;
  return spec ? path.join(clientDir, 'art', `${spec.kind}-${hash(JSON.stringify(spec))}.svg`) : undefined;
}

/** Whether the product has a share image (a drawing of the catalogue). */
export function hasShareImage(code: string): boolean {
  return drawingFile(code) !== undefined;
}

const made = new Map<string, Promise<Buffer | undefined>>();

/** The drawing in `file` fitted into a box of `width`×`height` in the middle of the card. */
async function render(file: string, width = 1000, height = 520): Promise<Buffer | undefined> {
  const svg = await readFile(file).catch(() => undefined);
  if (!svg) return undefined;
  const drawing = await sharp(svg, { density: 144 })
    .resize(width, height, { fit: 'contain', background: { r: 0, g: 0, b: 0, alpha: 0 } })
    .png()
    .toBuffer();
  return sharp({ create: { width: SHARE_WIDTH, height: SHARE_HEIGHT, channels: 4, background: GROUND } })
    .composite([{ input: drawing, gravity: 'center' }])
    .png({ compressionLevel: 9 })
    .toBuffer();
}

/** The product's share image (PNG), made once per process; undefined when it has no drawing. */
export function shareImage(code: string): Promise<Buffer | undefined> {
  const file = drawingFile(code);
  return file ? once(file, () => render(file)) : Promise.resolve(undefined);
}

/** The site's share image for pages without their own: the site's mark on the card's ground. */
export function siteImage(): Promise<Buffer | undefined> {
  const file = path.join(clientDir, 'favicon.svg');
  return once(file, () => render(file, 360, 360));
}

function once(file: string, make: () => Promise<Buffer | undefined>): Promise<Buffer | undefined> {
  let image = made.get(file);
  if (!image) {
    image = make().catch(() => undefined);
    // a failure (no build yet) is tried again next time
    void image.then((png) => {
      if (!png) made.delete(file);
    });
    made.set(file, image);
  }
  return image;
}
