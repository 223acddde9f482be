import { use } from 'react';
import { hasInfo, infoSlugs, loadInfo } from '@/content/info/registry';
import { InfoFrame, infoViewsModule } from '@/features/info/frame';
import { infoPageMeta } from '@/features/info/meta';
import type { RouteMetaContext } from '@/app/lazy-page';
import { usePageSlug } from '@/app/use-page-info';

function Manual({ slug }: { slug: string }) {
  const { ManualPage, ManualNotFound } = use(infoViewsModule.load());
  if (!hasInfo('manual', slug)) return <ManualNotFound id={slug} available={infoSlugs('manual')} />;
  return <ManualPage page={use(loadInfo('manual', slug))} />;
}

/** /{id}/user-manual/ and /cyberblade/manual/: the product's manual, or a friendly page when there is none. */
export function Component() {
  const slug = usePageSlug();
  return (
    <InfoFrame>
      <Manual slug={slug} />
    </InfoFrame>
  );
}

export function meta({ handle, params, language, i18n }: RouteMetaContext) {
  return infoPageMeta({ kind: 'manual', slug: handle.slug ?? params.id ?? '' }, language, i18n);
}
