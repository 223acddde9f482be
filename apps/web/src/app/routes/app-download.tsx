import { use } from 'react';
import { useLocation } from 'react-router';
import { loadInfo } from '../../content/info/registry';
import { InfoFrame, infoViewsModule } from '../../features/info/frame';
import { infoTarget } from '../../features/info/targets';
import type { PageHandle } from '../route-table';

function Download({ slug }: { slug: string }) {
  const { AppDownload } = use(infoViewsModule.load());
  return <AppDownload page={use(loadInfo('app', slug))} />;
}

/** /cyberblade/app/: the two-step download page. */
export function AppDownloadRoute({ handle }: { handle: PageHandle }) {
  const { pathname } = useLocation();
  const target = infoTarget(handle, pathname);
  return (
    <InfoFrame>
      <Download slug={target?.kind === 'app' ? target.slug : 'cyberblade'} />
    </InfoFrame>
  );
}
