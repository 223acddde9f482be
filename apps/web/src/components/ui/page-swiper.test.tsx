import { act, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { createI18n } from '@/lib/i18n';
import { TranslatorProvider } from '@/lib/use-translation';
import { PageSwiper, slideFromQuery } from './page-swiper';
import { controlOwnsKey, createWheelGate, keyDirection } from './page-swiper-input';

function Where() {
  const location = useLocation();
  return <output data-testid="where">{`${location.pathname}${location.search}`}</output>;
}

/** The swiper at `path`, once its input code (loaded after it mounts) is bound. */
async function renderSwiper(path: string) {
  const i18n = createI18n('en');
  const rendered = render(
    <TranslatorProvider i18n={i18n}>
      <MemoryRouter initialEntries={[path]}>
        <PageSwiper
          slides={['one', 'two', 'three'].map((name) => (
            <div key={name}>
              <h2>{name}</h2>
              <button type="button">press {name}</button>
              <input aria-label={`field ${name}`} />
            </div>
          ))}
          labels={['one', 'two', 'three']}
          footer={<footer>footer</footer>}
          footerLabel="Site information"
        />
        <Where />
      </MemoryRouter>
    </TranslatorProvider>,
  );
  await act(async () => {
    await import('./page-swiper-input');
  });
  return rendered;
}

const where = () => screen.getByTestId('where').textContent;
const press = (key: string, target: Element = document.body, init: KeyboardEventInit = {}) =>
  act(() => {
    fireEvent.keyDown(target, { key, ...init });
  });
const current = () =>
  [...document.querySelectorAll('.page-swiper__dot')].findIndex(
    (dot) => dot.getAttribute('aria-current') === 'step',
  );

describe('page swiper (spec 2)', () => {
  it('renders every slide and starts at the slide `p` names', async () => {
    await renderSwiper('/en/x/?p=2&utm=1');
    expect(screen.getByText('one')).toBeTruthy();
    expect(screen.getByText('three')).toBeTruthy();
    expect(screen.getByText('footer')).toBeTruthy();
    expect(current()).toBe(2);
    expect(document.querySelector<HTMLElement>('.page-swiper__track')!.style.transform).toContain('* -2');
  });

  it('counts keys pressed before React renders from the slide the address holds', async () => {
    await renderSwiper('/en/x/');
    // three presses in one act: no render between them
    act(() => {
      fireEvent.keyDown(document.body, { key: 'ArrowDown' });
      fireEvent.keyDown(document.body, { key: ' ' });
      fireEvent.keyDown(document.body, { key: 'ArrowUp' });
    });
    expect(where()).toBe('/en/x/?p=1');
  });

  it('goes on with Space, Enter and ArrowDown and back with ArrowUp, keeping `p` in sync', async () => {
    await renderSwiper('/en/x/?utm=1');
    expect(current()).toBe(0);
    press('ArrowDown');
    expect(where()).toBe('/en/x/?utm=1&p=1');
    press(' ');
    expect(where()).toBe('/en/x/?utm=1&p=2');
    press('Enter');
    // the footer is the last slide
    expect(where()).toBe('/en/x/?utm=1&p=3');
    expect(current()).toBe(3);
    expect(document.querySelector<HTMLElement>('.page-swiper__track')!.style.transform).toContain('-100%');
    press('ArrowDown');
    expect(where()).toBe('/en/x/?utm=1&p=3');
    press('ArrowUp');
    press('ArrowUp');
    expect(where()).toBe('/en/x/?utm=1&p=1');
    press('ArrowUp');
    expect(where()).toBe('/en/x/?utm=1');
    press('ArrowUp');
    expect(where()).toBe('/en/x/?utm=1');
  });

  it('goes to the last slide with End and back to the first with Home (issue 35 item 11)', async () => {
    await renderSwiper('/en/x/?p=1');
    press('End');
    expect(where()).toBe('/en/x/?p=3');
    press('Home');
    expect(where()).toBe('/en/x/');
    press('End', screen.getByRole('textbox', { name: 'field one' }));
    expect(where()).toBe('/en/x/');
  });

  it('leaves Space and Enter to buttons and every key to fields, and stops while a dialog is open', async () => {
    await renderSwiper('/en/x/');
    press(' ', screen.getByRole('button', { name: 'press one' }));
    press('Enter', screen.getByRole('button', { name: 'press one' }));
    press('ArrowDown', screen.getByRole('textbox', { name: 'field one' }));
    expect(where()).toBe('/en/x/');
    press('ArrowDown', screen.getByRole('button', { name: 'press one' }));
    expect(where()).toBe('/en/x/?p=1');
    const dialog = document.createElement('div');
    dialog.setAttribute('aria-modal', 'true');
    document.body.appendChild(dialog);
    press('ArrowDown');
    expect(where()).toBe('/en/x/?p=1');
    dialog.remove();
  });

  it('moves with the dots and makes the other slides inert', async () => {
    await renderSwiper('/en/x/');
    act(() => {
      fireEvent.click(screen.getByRole('button', { name: 'Go to slide 3: three' }));
    });
    expect(where()).toBe('/en/x/?p=2');
    const slides = document.querySelectorAll<HTMLElement>('.page-swiper__slide');
    expect([...slides].map((slide) => slide.inert)).toEqual([true, true, false, true]);
  });

  it('clamps and ignores nonsense in `p`', () => {
    expect(slideFromQuery(null, 4)).toBe(0);
    expect(slideFromQuery('2', 4)).toBe(2);
    expect(slideFromQuery('99', 4)).toBe(3);
    expect(slideFromQuery('-1', 4)).toBe(0);
    expect(slideFromQuery('abc', 4)).toBe(0);
  });

  it('maps keys to directions', () => {
    expect(keyDirection({ key: ' ', shiftKey: false })).toBe(1);
    expect(keyDirection({ key: 'Enter', shiftKey: false })).toBe(1);
    expect(keyDirection({ key: 'ArrowDown', shiftKey: false })).toBe(1);
    expect(keyDirection({ key: 'ArrowUp', shiftKey: false })).toBe(-1);
    expect(keyDirection({ key: 'a', shiftKey: false })).toBe(0);
    expect(keyDirection({ key: 'Home', shiftKey: false })).toBe(-Infinity);
    expect(keyDirection({ key: 'End', shiftKey: false })).toBe(Infinity);
    const link = document.createElement('a');
    link.href = '/x';
    expect(controlOwnsKey(link, 'Enter')).toBe(true);
    expect(controlOwnsKey(link, 'ArrowDown')).toBe(false);
  });
});

describe('wheel gate (spec 2: 100 delta within 100 ms)', () => {
  it('turns once the deltas of one gesture reach 100', () => {
    const gate = createWheelGate();
    expect(gate(40, 0)).toBe(0);
    expect(gate(40, 30)).toBe(0);
    expect(gate(40, 60)).toBe(1);
  });

  it('starts counting again after a pause longer than 100 ms', () => {
    const gate = createWheelGate();
    expect(gate(60, 0)).toBe(0);
    expect(gate(60, 150)).toBe(0);
    expect(gate(60, 200)).toBe(1);
  });

  it('ignores the rest of a gesture (trackpad inertia) and the transition, then turns again', () => {
    const gate = createWheelGate();
    expect(gate(-120, 0)).toBe(-1);
    for (let t = 40; t < 1000; t += 40) expect(gate(-120, t)).toBe(0);
    expect(gate(-120, 1200)).toBe(-1);
    expect(gate(120, 1400)).toBe(0);
    expect(gate(120, 1900)).toBe(1);
  });
});
