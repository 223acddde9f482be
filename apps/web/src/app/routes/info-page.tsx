import { use } from 'react';
import { loadInfo } from '@/content/info/registry';
import { InfoFrame, infoViewsModule } from '@/features/info/frame';
import { infoPageMeta } from '@/features/info/meta';
import type { RouteMetaContext } from '@/app/lazy-page';
import { usePageSlug } from '@/app/use-page-info';

function Doc({ slug }: { slug: string }) {
  const { PolicyPage } = use(infoViewsModule.load());
  const page = use(loadInfo('doc', slug));
  return <PolicyPage page={page} />;
}

/** /about-us/, /after-sales/, /terms-of-service/, /privacy-policy/ (features/info). */
export function Component() {
  const slug = usePageSlug();
  return (
    <InfoFrame>
      <Doc slug={slug} />
    </InfoFrame>
  );
}

export function meta({ handle, language, i18n }: RouteMetaContext) {
  return infoPageMeta({ kind: 'doc', slug: handle.slug ?? '' }, language, i18n);
}
