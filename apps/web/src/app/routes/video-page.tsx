import { use } from 'react';
import { loadInfo } from '@/content/info/registry';
import { InfoFrame, infoViewsModule } from '@/features/info/frame';
import { infoPageMeta } from '@/features/info/meta';
import type { RouteMetaContext } from '@/app/lazy-page';
import { usePageSlug } from '@/app/use-page-info';

function Guide({ slug }: { slug: string }) {
  const { VideoPage } = use(infoViewsModule.load());
  return <VideoPage page={use(loadInfo('video', slug))} />;
}

/** /cyberboard-r2_5/disassembly-guide/ and /carpio-g2.0-am-editon/user-guide/. */
export function Component() {
  const slug = usePageSlug();
  return (
    <InfoFrame>
      <Guide slug={slug} />
    </InfoFrame>
  );
}

export function meta({ handle, language, i18n }: RouteMetaContext) {
  return infoPageMeta({ kind: 'video', slug: handle.slug ?? '' }, language, i18n);
}
