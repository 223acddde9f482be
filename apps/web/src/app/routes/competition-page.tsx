import { use } from 'react';
import { loadInfo } from '@/content/info/registry';
import { InfoFrame, infoViewsModule } from '@/features/info/frame';
import { infoPageMeta } from '@/features/info/meta';
import type { RouteMetaContext } from '@/app/lazy-page';
import { usePageSlug } from '@/app/use-page-info';

function Event({ slug }: { slug: string }) {
  const { CompetitionPage } = use(infoViewsModule.load());
  return <CompetitionPage page={use(loadInfo('event', slug))} />;
}

/** The catalogue's community events: /led-competition/, /led-competition-2025/, /the-novel-project/, /the-novel-join/. */
export function Component() {
  const slug = usePageSlug();
  return (
    <InfoFrame>
      <Event slug={slug} />
    </InfoFrame>
  );
}

export function meta({ handle, language, i18n }: RouteMetaContext) {
  return infoPageMeta({ kind: 'event', slug: handle.slug ?? '' }, language, i18n);
}
