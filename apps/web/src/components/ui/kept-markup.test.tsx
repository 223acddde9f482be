import { act } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { KeptMarkup } from './kept-markup';

function Drawing({ onRender, label }: { onRender: () => void; label: string }) {
  onRender();
  return (
    <svg aria-label={label}>
      <rect width="10" height="10" />
    </svg>
  );
}

const page = (label: string, onRender: () => void) => (
  <main>
    <h1>Title</h1>
    <KeptMarkup version={label}>
      <Drawing label={label} onRender={onRender} />
    </KeptMarkup>
  </main>
);

describe('KeptMarkup', () => {
  let root: Root | undefined;
  const container = document.createElement('div');
  document.body.append(container);
  afterEach(() => {
    act(() => root?.unmount());
    root = undefined;
    container.innerHTML = '';
  });

  it('keeps the server’s nodes while hydrating, without rendering its children', async () => {
    container.innerHTML = renderToString(page('keyboard', () => {}));
    const drawing = container.querySelector('svg');
    const rendered = vi.fn();
    await act(async () => {
      root = hydrateRoot(container, page('keyboard', rendered));
    });
    expect(container.querySelector('svg')).toBe(drawing);
    expect(rendered).not.toHaveBeenCalled();

    // another version is drawn anew
    await act(async () => root!.render(page('mouse', rendered)));
    expect(rendered).toHaveBeenCalled();
    expect(container.querySelector('svg')?.getAttribute('aria-label')).toBe('mouse');
  });

  it('renders its children where the browser renders the page itself', async () => {
    const rendered = vi.fn();
    await act(async () => {
      root = createRoot(container);
      root.render(page('keyboard', rendered));
    });
    expect(rendered).toHaveBeenCalled();
    expect(container.querySelector('[data-kept] > svg')?.getAttribute('aria-label')).toBe('keyboard');
  });
});
