import { act, fireEvent, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createI18n } from '@/lib/i18n';
import { TranslatorProvider } from '@/lib/use-translation';
import { ImageSwiper, type ImageSwiperProps } from './image-swiper';

const slides = ['Aurora', 'Ember', 'Midnight', 'Dune', 'Glacier'].map((name) => ({
  key: name,
  src: `/uploads/${name.toLowerCase()}.png`,
  alt: name,
}));

function ui(props: Partial<ImageSwiperProps> = {}, language: 'en' | 'cn' = 'en') {
  return (
    <TranslatorProvider i18n={createI18n(language)}>
      <ImageSwiper label="Pictures" ratio={{ width: 800, height: 540 }} slides={slides} {...props} />
    </TranslatorProvider>
  );
}

/** What the browser says about reduced motion, for the autoplay tests. */
function motion(reduce: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: query.includes('prefers-reduced-motion') ? reduce : false,
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  }));
}

const counter = () => document.querySelector('.image-swiper__counter [aria-hidden]')!.textContent;
const current = () => document.querySelector('.image-swiper__slide.is-current img')!.getAttribute('alt');

// jsdom has no PointerEvent: a MouseEvent with the pointer's id and type stands in
class TestPointerEvent extends MouseEvent {
  pointerId: number;
  pointerType: string;
  constructor(type: string, init: PointerEventInit = {}) {
    super(type, init);
    this.pointerId = init.pointerId ?? 0;
    this.pointerType = init.pointerType ?? 'mouse';
  }
}

beforeEach(() => {
  motion(false);
  // on the document's own window: Testing Library builds its events from there
  window.PointerEvent ??= TestPointerEvent as unknown as typeof PointerEvent;
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('ImageSwiper', () => {
  it('renders on the server with the first slide shown, the others inert, its box reserved', () => {
    const host = document.createElement('div');
    host.innerHTML = renderToString(ui());
    const figures = [...host.querySelectorAll('.image-swiper__slide')];
    expect(figures).toHaveLength(5);
    expect(figures[0]!.className).toContain('is-current');
    expect(figures[0]!.hasAttribute('inert')).toBe(false);
    expect(figures.slice(1).every((f) => f.hasAttribute('inert'))).toBe(true);
    expect(host.querySelector<HTMLElement>('.image-swiper')!.getAttribute('style')).toContain(
      '--image-swiper-ratio:1.4815',
    );
    expect(host.querySelector('.image-swiper__track')!.getAttribute('style')).toContain(
      'translate3d(calc(0% + 0px)',
    );
    expect(host.querySelector('.image-swiper__counter')!.textContent).toContain('1 / 5');
    // no pause button before hydration: nothing plays there, and it is placed over the picture
    expect(host.querySelector('.image-swiper__play')).toBeNull();
  });

  it('turns with the buttons (wrapping at the ends) and the dots, named in en and cn', () => {
    const { unmount } = render(ui());
    fireEvent.click(screen.getByRole('button', { name: 'Next picture' }));
    expect(counter()).toBe('2 / 5');
    expect(current()).toBe('Ember');
    expect(screen.getByText('Picture 2 of 5: Ember')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Previous picture' }));
    fireEvent.click(screen.getByRole('button', { name: 'Previous picture' }));
    expect(current()).toBe('Glacier');
    fireEvent.click(screen.getByRole('button', { name: 'Show picture 3: Midnight' }));
    expect(current()).toBe('Midnight');
    expect(
      screen.getByRole('button', { name: 'Show picture 3: Midnight' }).getAttribute('aria-current'),
    ).toBe('true');
    unmount();
    render(ui({}, 'cn'));
    expect(screen.getByRole('button', { name: '下一张图片' })).toBeTruthy();
    expect(screen.getByRole('button', { name: '上一张图片' })).toBeTruthy();
    expect(screen.getByRole('group', { name: 'Pictures' }).getAttribute('aria-roledescription')).toBe(
      '图片轮播',
    );
  });

  it('answers ArrowLeft, ArrowRight, Home and End while focused, and keeps them from the page swiper', () => {
    const pageKeys = vi.fn();
    document.addEventListener('keydown', (event) => {
      if (!event.defaultPrevented) pageKeys(event.key);
    });
    render(ui());
    const swiper = screen.getByRole('group', { name: 'Pictures' });
    swiper.focus();
    fireEvent.keyDown(swiper, { key: 'ArrowRight' });
    fireEvent.keyDown(swiper, { key: 'ArrowRight' });
    expect(current()).toBe('Midnight');
    fireEvent.keyDown(swiper, { key: 'ArrowLeft' });
    expect(current()).toBe('Ember');
    fireEvent.keyDown(swiper, { key: 'End' });
    expect(current()).toBe('Glacier');
    fireEvent.keyDown(swiper, { key: 'ArrowRight' });
    expect(current()).toBe('Glacier');
    fireEvent.keyDown(swiper, { key: 'Home' });
    expect(current()).toBe('Aurora');
    expect(pageKeys).not.toHaveBeenCalled();
  });

  it('turns on a horizontal swipe, not on a short or vertical one', () => {
    render(ui());
    const viewport = document.querySelector('.image-swiper__viewport')!;
    const swipe = (dx: number, dy: number) => {
      fireEvent.pointerDown(viewport, { pointerId: 1, clientX: 200, clientY: 100, pointerType: 'touch' });
      fireEvent.pointerMove(viewport, { pointerId: 1, clientX: 200 + dx / 2, clientY: 100 + dy / 2 });
      fireEvent.pointerMove(viewport, { pointerId: 1, clientX: 200 + dx, clientY: 100 + dy });
      fireEvent.pointerUp(viewport, { pointerId: 1, clientX: 200 + dx, clientY: 100 + dy });
    };
    swipe(-120, 5);
    expect(current()).toBe('Ember');
    swipe(20, 0);
    expect(current()).toBe('Ember');
    swipe(-10, 150);
    expect(current()).toBe('Ember');
    swipe(120, 0);
    expect(current()).toBe('Aurora');
  });

  it('starts turning by itself only after the start delay, and stops for good when used', () => {
    vi.useFakeTimers();
    render(ui({ autoplay: true, autoplayDelayMs: 2000, autoplayIntervalMs: 3000 }));
    // without the delay it would have turned at 3000 ms; with it, the first turn is at 5000 ms
    act(() => vi.advanceTimersByTime(2000));
    act(() => vi.advanceTimersByTime(2999));
    expect(current()).toBe('Aurora');
    act(() => vi.advanceTimersByTime(1));
    expect(current()).toBe('Ember');
    act(() => vi.advanceTimersByTime(3000));
    expect(current()).toBe('Midnight');
    fireEvent.click(screen.getByRole('button', { name: 'Next picture' }));
    expect(current()).toBe('Dune');
    act(() => vi.advanceTimersByTime(30_000));
    expect(current()).toBe('Dune');
    expect(screen.getByRole('button', { name: 'Play the slideshow' })).toBeTruthy();
  });

  it('pauses while hovered or focused, and has a pause button', () => {
    vi.useFakeTimers();
    render(ui({ autoplay: true, autoplayDelayMs: 2000, autoplayIntervalMs: 3000 }));
    const swiper = screen.getByRole('group', { name: 'Pictures' });
    fireEvent.pointerEnter(swiper, { pointerType: 'mouse' });
    act(() => vi.advanceTimersByTime(10_000));
    expect(current()).toBe('Aurora');
    fireEvent.pointerLeave(swiper, { pointerType: 'mouse' });
    act(() => vi.advanceTimersByTime(3000));
    expect(current()).toBe('Ember');
    fireEvent.focus(swiper);
    act(() => vi.advanceTimersByTime(10_000));
    expect(current()).toBe('Ember');
    fireEvent.blur(swiper);
    fireEvent.click(screen.getByRole('button', { name: 'Pause the slideshow' }));
    act(() => vi.advanceTimersByTime(10_000));
    expect(current()).toBe('Ember');
  });

  it('never plays with reduced motion', () => {
    motion(true);
    vi.useFakeTimers();
    render(ui({ autoplay: true, autoplayDelayMs: 2000 }));
    act(() => vi.advanceTimersByTime(60_000));
    expect(current()).toBe('Aurora');
    expect(screen.queryByRole('button', { name: 'Pause the slideshow' })).toBeNull();
  });

  it('shows a single picture without controls', () => {
    render(ui({ slides: slides.slice(0, 1), autoplay: true }));
    expect(screen.getByRole('img', { name: 'Aurora' })).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
  });
});
