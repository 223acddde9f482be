import type { InfoKind } from '@/content/info/registry';
import { splitLanguagePrefix } from '@/lib/language';

/**
 * What an info route's handle tells (app/route-table.ts's PageHandle has these fields): given by the
 * app, so this feature does not import the app's route table.
 */
export interface InfoRouteHandle {
  page: string;
  title: { route: string } | { product: string };
}

/** Which copy an info route shows: a kind of page and its slug, or the QR page (no copy file). */
export type InfoTarget = { kind: InfoKind; slug: string } | { kind: 'qr' };

const DOCS: Record<string, string> = {
  aboutUs: 'about-us',
  afterSales: 'after-sales',
  termsOfService: 'terms-of-service',
  privacyPolicy: 'privacy-policy',
};
const VIDEOS: Record<string, string> = {
  disassemblyGuide: 'disassembly-guide',
  carpioUserGuide: 'carpio-user-guide',
};

/** The first segment of a path without its language prefix: `/en/cyberblade/app/` → `cyberblade`. */
export function firstSegment(pathname: string): string {
  return splitLanguagePrefix(pathname).rest.split('/').filter(Boolean)[0] ?? '';
}

/** The info page a route shows, from its handle (and the path for /{id}/user-manual/ and /{app}/app/). */
export function infoTarget(handle: InfoRouteHandle, pathname: string): InfoTarget | undefined {
  const route = 'route' in handle.title ? handle.title.route : undefined;
  switch (handle.page) {
    case 'infoDoc':
      return route && DOCS[route] ? { kind: 'doc', slug: DOCS[route] } : undefined;
    case 'manual':
      return { kind: 'manual', slug: route === 'cyberbladeManual' ? 'cyberblade' : firstSegment(pathname) };
    case 'videoGuide':
      return route && VIDEOS[route] ? { kind: 'video', slug: VIDEOS[route] } : undefined;
    case 'appDownload':
      return { kind: 'app', slug: firstSegment(pathname) };
    case 'communityEvent':
      return 'product' in handle.title ? { kind: 'event', slug: handle.title.product } : undefined;
    case 'qr':
      return { kind: 'qr' };
    default:
      return undefined;
  }
}
