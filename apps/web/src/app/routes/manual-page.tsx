import { use } from 'react';
import { useLocation } from 'react-router';
import { hasInfo, infoSlugs, loadInfo } from '../../content/info/registry';
import { InfoFrame, infoViewsModule } from '../../features/info/frame';
import { infoTarget } from '../../features/info/targets';
import type { PageHandle } from '../route-table';

function Manual({ slug }: { slug: string }) {
  const { ManualPage, ManualNotFound } = use(infoViewsModule.load());
  if (!hasInfo('manual', slug)) return <ManualNotFound id={slug} available={infoSlugs('manual')} />;
  return <ManualPage page={use(loadInfo('manual', slug))} />;
}

/** /{id}/user-manual/ and /cyberblade/manual/: the product's manual, or a friendly page when there is none. */
export function ManualPageRoute({ handle }: { handle: PageHandle }) {
  const { pathname } = useLocation();
  const target = infoTarget(handle, pathname);
  return (
    <InfoFrame>
      <Manual slug={target?.kind === 'manual' ? target.slug : ''} />
    </InfoFrame>
  );
}
