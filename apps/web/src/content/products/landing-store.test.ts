import { afterEach, describe, expect, it } from 'vitest';
import { page as cybermat } from './cybermat';
import { carriesLanguage, landingElement, loadedLandingPage } from './landing-store';
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
    sendWithPage(landingElement(sent, 'en'));
    expect(document.head.querySelectorAll('b')).toHaveLength(0);

    const promise = landingPage('sent-page', 'en') as Tracked;
    expect(promise.status).toBe('fulfilled');
    const copy = loadedLandingPage('sent-page')!;
    expect(copy.title).toEqual({ en: '</script><b>x' });
    expect(copy.slides.map((slide) => slide.kind)).toEqual(cybermat.slides.map((slide) => slide.kind));
    expect(copy.art).toEqual(cybermat.art);
    // the same promise for every caller (React's use())
    expect(landingPage('sent-page', 'en')).toBe(promise);
  });

  it("carries the page's language's text alone, and loads the whole copy for the other", async () => {
    const element = landingElement({ ...cybermat, slug: 'sent-page' }, 'cn');
    // every text in Chinese, none in English
    expect(element).toContain(JSON.stringify(cybermat.description.cn).slice(1, -1));
    expect(element).not.toContain(JSON.stringify(cybermat.description.en).slice(1, -1));
    expect(element.length).toBeLessThan(JSON.stringify(cybermat).length * 0.8);
    sendWithPage(element);

    const sent = landingPage('sent-page', 'cn') as Tracked;
    expect(sent.status).toBe('fulfilled');
    const copy = loadedLandingPage('sent-page')!;
    expect(copy.description).toEqual({ cn: cybermat.description.cn });
    expect(carriesLanguage(copy, 'cn')).toBe(true);
    expect(carriesLanguage(copy, 'en')).toBe(false);
    // the page now in English (an in-app link): the copy without English does not do
    const whole = landingPage('sent-page', 'en') as Tracked;
    expect(whole).not.toBe(sent);
    expect(landingPage('sent-page', 'en')).toBe(whole);
  });

  it('loads another page from its chunk, once, and a slug without a page answers none', async () => {
    sendWithPage(landingElement({ ...cybermat, slug: 'sent-page' }, 'en'));
    const promise = landingPage('cybermat') as Tracked;
    expect(promise.status).toBe('pending');
    expect(landingPage('cybermat')).toBe(promise);
    await expect(promise).resolves.toEqual(cybermat);
    expect(promise.status).toBe('fulfilled');
    expect(loadedLandingPage('cybermat')).toEqual(cybermat);

    await expect(landingPage('no-such-page')).resolves.toBeUndefined();
  });
});
