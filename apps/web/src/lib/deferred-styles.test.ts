import { describe, expect, it } from 'vitest';
import { loadDeferredStyles } from './deferred-styles';

describe('loadDeferredStyles', () => {
  it('puts the whole stylesheet after each cut one and waits for them all', async () => {
    document.head.innerHTML =
      '<style data-href="/assets/a.css">.x{}</style><link rel="stylesheet" crossorigin href="/assets/a.css" disabled data-deferred>' +
      '<style data-href="/assets/b.css">.y{}</style><link rel="stylesheet" crossorigin href="/assets/b.css" disabled>' +
      '<style data-href="/assets/c.css">.z{}</style><link rel="stylesheet" crossorigin href="/assets/c.css" disabled data-deferred>';
    let done = false;
    const loading = loadDeferredStyles(document).then(() => (done = true));
    const links = [...document.head.querySelectorAll('link')];
    expect(
      links.map((l) => `${l.getAttribute('href')}${l.hasAttribute('disabled') ? ' disabled' : ''}`),
    ).toEqual([
      '/assets/a.css disabled',
      '/assets/a.css',
      '/assets/b.css disabled',
      '/assets/c.css disabled',
      '/assets/c.css',
    ]);
    expect(document.head.querySelectorAll('[data-deferred]')).toHaveLength(0);
    links[1]!.dispatchEvent(new Event('load'));
    await Promise.resolve();
    expect(done).toBe(false);
    // a stylesheet that fails to load leaves the page as the server styled it
    links[4]!.dispatchEvent(new Event('error'));
    await loading;
    expect(done).toBe(true);
  });

  it('resolves at once when the page carries its stylesheets whole', async () => {
    document.head.innerHTML = '<link rel="stylesheet" href="/assets/a.css">';
    await loadDeferredStyles(document);
    expect(document.head.querySelectorAll('link')).toHaveLength(1);
  });
});
