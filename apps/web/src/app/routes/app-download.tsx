import { use } from 'react';
import { loadInfo } from '@/content/info/registry';
import { InfoFrame, infoViewsModule } from '@/features/info/frame';
import { infoPageMeta } from '@/features/info/meta';
import type { RouteMetaContext } from '@/app/lazy-page';
import { usePageSlug } from '@/app/use-page-info';

function Download({ slug }: { slug: string }) {
  const { AppDownload } = use(infoViewsModule.load());
  return <AppDownload page={use(loadInfo('app', slug))} />;
}

/** /cyberblade/app/: the two-step download page. */
export function Component() {
  const slug = usePageSlug();
  return (
    <InfoFrame>
      <Download slug={slug} />
    </InfoFrame>
  );
}

export function meta({ handle, language, i18n }: RouteMetaContext) {
  return infoPageMeta({ kind: 'app', slug: handle.slug ?? '' }, language, i18n);
}
