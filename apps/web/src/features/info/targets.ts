import type { InfoKind } from '@/content/info/registry';

/**
 * Which copy an info page shows: a kind of page and its slug, or the QR page (no copy file). Each
 * info route module (app/routes/*-page.tsx) names its own kind; the slug comes from its entry of
 * the route list (or the path's `:id` for /{id}/user-manual/).
 */
export type InfoTarget = { kind: InfoKind; slug: string } | { kind: 'qr' };
