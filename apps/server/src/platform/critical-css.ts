import Beasties from 'beasties';
import { CARRIED_STYLESHEET } from './web-preload';

/** The attribute of a stylesheet link whose rules the page carries only in part: the page's script loads the rest. */
const DEFERRED_ATTRIBUTE = 'data-deferred';

const STYLE = /<style data-href="([^"]+)">([\s\S]*?)<\/style>/g;

const beasties = new Beasties({
  // only the stylesheets already in the page, nothing fetched or written
  external: false,
  reduceInlineStyles: true,
  // each stylesheet stays in its own element, where its link and its place in the cascade are
  mergeStylesheets: false,
  inlineFonts: false,
  preloadFonts: false,
  logLevel: 'silent',
  // Kept whatever the HTML: a selector on a relation (`html:has(.page-swiper)`, which beasties drops
  // though it holds: the landing pages grew a scrollbar without it) and selectors of a state
  // alone (`:focus-visible`, `::selection`), which match nothing in a static page.
  allowRules: [/:has\(/, /^::?[\w-]+(\([^)]*\))?$/],
});

/**
 * A rendered page with each stylesheet it carries cut to the rules that match its HTML (issue 13):
 * a page carried every rule of the site's stylesheets, half its compressed bytes. Nothing else in
 * the page changes. The cut stylesheets' links are marked, and the page's script loads them whole
 * before it hydrates (entry-client.tsx), so what renders in the browser later (menus, dialogs, the
 * task cards) is styled. A page that cannot be cut keeps its stylesheets whole.
 */
export async function cutToCriticalStyles(html: string): Promise<string> {
  let cut: Map<string, string>;
  try {
    const processed = await beasties.process(html);
    cut = new Map([...processed.matchAll(STYLE)].map(([, href, css]) => [href!, css!]));
  } catch {
    return html;
  }
  return html.replace(CARRIED_STYLESHEET, (whole, href: string, css: string, link: string) => {
    const critical = cut.get(href);
    if (critical === undefined || critical.length >= css.length) return whole;
    return `<style data-href="${href}">${critical}</style>${link} disabled ${DEFERRED_ATTRIBUTE}>`;
  });
}
