import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { useHydrated } from './use-hydrated';

function Submit() {
  return (
    <button type="submit" disabled={!useHydrated()}>
      Send
    </button>
  );
}

describe('useHydrated', () => {
  it('keeps a server-rendered submit button disabled until the page has hydrated', async () => {
    const html = renderToString(<Submit />);
    expect(html).toContain('disabled');
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    await act(async () => {
      hydrateRoot(container, <Submit />);
    });
    expect(container.querySelector('button')!.disabled).toBe(false);
    container.remove();
  });
});
