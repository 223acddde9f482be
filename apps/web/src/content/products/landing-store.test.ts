import { afterEach, describe, expect, it } from 'vitest';
import { page as cybermat } from './cybermat';
import { landingElement, loadedLandingPage } from './landing-store';
import { landingPage } from './preload';

type Tracked = Promise<unknown> & { status?: string };

/** The page's `<head>` as the server renders it with this landing page's copy. */
function sendWithPage(html: string) {
  document.head.insertAdjacentHTML('beforeend', html);
}

afterEach(() => {
  document.head.innerHTML = '';
});

describe('a landing page the server rendered brings its copy along', () => {
  it('hydrates from the copy in the document, synchronously, without loading its chunk', () => {
    // copy that would close the element were it not escaped
    const sent = { ...cybermat, slug: 'sent-page', title: { cn: '</script><b>x', en: '</script><b>x' } };
    sendWithPage(landingElement(sent));
    expect(document.head.querySelectorAll('b')).toHaveLength(0);

    const promise = landingPage('sent-page') as Tracked;
    expect(promise.status).toBe('fulfilled');
    expect(loadedLandingPage('sent-page')).toEqual(sent);
    // the same promise for every caller (React's use())
    expect(landingPage('sent-page')).toBe(promise);
  });

  it('loads another page from its chunk, once, and a slug without a page answers none', async () => {
    sendWithPage(landingElement({ ...cybermat, slug: 'sent-page' }));
    const promise = landingPage('cybermat') as Tracked;
    expect(promise.status).toBe('pending');
    expect(landingPage('cybermat')).toBe(promise);
    await expect(promise).resolves.toEqual(cybermat);
    expect(promise.status).toBe('fulfilled');
    expect(loadedLandingPage('cybermat')).toEqual(cybermat);

    await expect(landingPage('no-such-page')).resolves.toBeUndefined();
  });
});
