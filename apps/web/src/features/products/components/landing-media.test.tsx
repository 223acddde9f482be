import type { ProductMedia } from '@miao/contracts/product-media';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { page as hover } from '@/content/products/hover';
import { buildSetting } from '@/features/products/test-settings';
import { renderInApp } from '@/test/render';
import { chaptersVtt, heroPreload, LandingPicture, LandingVideo, MEDIA_SIZES } from './landing-media';
import { LandingSlide } from './landing-slides';

const variants = [480, 960, 1600].flatMap((width) =>
  (['avif', 'webp'] as const).map((format) => ({ format, width, url: `/uploads/p/${width}.${format}` })),
);
const photo: ProductMedia = {
  id: 7,
  kind: 'photo',
  slot: 'hero',
  position: 0,
  alt_cn: '键盘正面',
  alt_en: 'The keyboard from the front',
  width: 2000,
  height: 1000,
  url: '/uploads/p/original.jpg',
  variants,
  poster_url: null,
  captions_url: null,
};

function dom(html: string): HTMLElement {
  const host = document.createElement('div');
  host.innerHTML = html;
  return host;
}

describe('landing media markup (decision 050)', () => {
  it('a photo is a <picture>: AVIF then WebP srcsets with sizes, its box reserved, lazy below the fold', () => {
    const host = dom(
      renderToString(<LandingPicture media={photo} sizes={MEDIA_SIZES.gallery} language="en" />),
    );
    const sources = [...host.querySelectorAll('picture > source')];
    expect(sources.map((s) => s.getAttribute('type'))).toEqual(['image/avif', 'image/webp']);
    expect(sources[0]!.getAttribute('srcset')).toBe(
      '/uploads/p/480.avif 480w, /uploads/p/960.avif 960w, /uploads/p/1600.avif 1600w',
    );
    expect(sources[1]!.getAttribute('srcset')).toContain('/uploads/p/960.webp 960w');
    expect(sources.every((s) => s.getAttribute('sizes') === MEDIA_SIZES.gallery)).toBe(true);
    const img = host.querySelector('img')!;
    expect(img.getAttribute('alt')).toBe('The keyboard from the front');
    expect(img.getAttribute('width')).toBe('2000');
    expect(img.getAttribute('height')).toBe('1000');
    expect(img.getAttribute('style')).toContain('aspect-ratio:2000 / 1000');
    expect(img.getAttribute('loading')).toBe('lazy');
    expect(img.getAttribute('src')).toBe('/uploads/p/960.webp');
  });

  it('the hero loads at once, high, in the language of the page; the head preloads its AVIF', () => {
    const img = dom(
      renderToString(<LandingPicture media={photo} sizes={MEDIA_SIZES.hero} language="cn" priority />),
    ).querySelector('img')!;
    expect(img.getAttribute('loading')).toBe('eager');
    expect(img.getAttribute('fetchpriority')).toBe('high');
    expect(img.getAttribute('alt')).toBe('键盘正面');
    const preload = heroPreload(buildSetting('cyberboard-r2', { media: [photo] }));
    expect(preload).toContain('rel="preload" as="image" type="image/avif"');
    expect(preload).toContain('imagesrcset="/uploads/p/480.avif 480w,');
    expect(heroPreload(buildSetting('cyberboard-r2'))).toBe('');
  });

  it('in the browser the chapters become a blob: track (the page CSP allows blob: media, not data:)', async () => {
    const film: ProductMedia = {
      ...photo,
      kind: 'video',
      url: '/uploads/v.mp4',
      poster_url: '/uploads/poster.png',
    };
    const made: Blob[] = [];
    const original = URL.createObjectURL;
    URL.createObjectURL = (blob: Blob) => {
      made.push(blob);
      return 'blob:chapters';
    };
    URL.revokeObjectURL ??= () => undefined;
    try {
      const { container } = render(
        <LandingVideo media={film} language="en" chapters={[{ at: 0, title: 'Start' }]} />,
      );
      await waitFor(() => expect(container.querySelector('track[kind="chapters"]')).not.toBeNull());
      expect(container.querySelector('track[kind="chapters"]')!.getAttribute('src')).toBe('blob:chapters');
      expect(made[0]!.type).toBe('text/vtt');
    } finally {
      URL.createObjectURL = original;
    }
  });

  it('a video: poster, metadata only, no autoplay, captions when given and a chapters track', () => {
    const film: ProductMedia = {
      ...photo,
      kind: 'video',
      url: '/uploads/v.mp4',
      poster_url: '/uploads/poster.png',
      captions_url: '/api/products/x/media/7/captions.vtt',
    };
    const chapters = [
      { at: 0, title: 'Before you start' },
      { at: 42, title: 'Keycaps --> off' },
    ];
    const video = dom(
      renderToString(<LandingVideo media={film} language="en" chapters={chapters} />),
    ).querySelector('video')!;
    expect(video.getAttribute('preload')).toBe('metadata');
    expect(video.hasAttribute('autoplay')).toBe(false);
    expect(video.getAttribute('poster')).toBe('/uploads/p/960.webp');
    // the server's HTML has the captions; the chapters track is a blob: address the browser adds
    const tracks = [...video.querySelectorAll('track')].map((t) => t.getAttribute('kind'));
    expect(tracks).toEqual(['captions']);
    expect(chaptersVtt(chapters)).toBe(
      'WEBVTT\n\n1\n00:00:00.000 --> 00:00:42.000\nBefore you start\n\n2\n00:00:42.000 --> 01:00:42.000\nKeycaps → off\n',
    );
  });
});

describe('the landing gallery with several staff photos (decision 065)', () => {
  const gallery = hover.slides.find((slide) => slide.kind === 'gallery')!;
  const photos: ProductMedia[] = [
    { ...photo, id: 21, slot: 'gallery', alt_en: 'On a desk', alt_cn: '桌面上' },
    { ...photo, id: 22, slot: 'gallery', alt_en: 'From the side', alt_cn: '侧面' },
  ];

  it('shows them one at a time in the image swiper, in AVIF and WebP, the first one first', () => {
    const setting = buildSetting('hover', { media: photos });
    renderInApp(<LandingSlide slide={gallery} ctx={{ page: hover, setting, loaded: true, index: 3 }} />, {
      path: '/en/hover/',
    });
    const swiper = screen.getByRole('group', { name: 'Compact and full.' });
    expect(swiper.className).toContain('gallery-swiper');
    expect(swiper.querySelector('source[type="image/avif"]')!.getAttribute('srcset')).toContain(
      '480.avif 480w',
    );
    expect(document.querySelector('.image-swiper__slide.is-current img')!.getAttribute('alt')).toBe(
      'On a desk',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Next picture' }));
    expect(document.querySelector('.image-swiper__slide.is-current img')!.getAttribute('alt')).toBe(
      'From the side',
    );
    expect(document.querySelector('.gallery')).toBeNull();
  });

  it('keeps the grid for a single photo and for the drawings', () => {
    renderInApp(
      <LandingSlide
        slide={gallery}
        ctx={{
          page: hover,
          setting: buildSetting('hover', { media: photos.slice(0, 1) }),
          loaded: true,
          index: 3,
        }}
      />,
      { path: '/en/hover/' },
    );
    expect(document.querySelector('.gallery')).not.toBeNull();
    expect(document.querySelector('.image-swiper')).toBeNull();
  });
});
