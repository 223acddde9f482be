import { use } from 'react';
import { useLocation } from 'react-router';
import { loadInfo } from '../../content/info/registry';
import { InfoFrame, infoViewsModule } from '../../features/info/frame';
import { infoTarget } from '../../features/info/targets';
import type { PageHandle } from '../route-table';

function Doc({ slug }: { slug: string }) {
  const { PolicyPage } = use(infoViewsModule.load());
  const page = use(loadInfo('doc', slug));
  return <PolicyPage page={page} />;
}

/** /about-us/, /after-sales/, /terms-of-service/, /privacy-policy/ (features/info). */
export function InfoPageRoute({ handle }: { handle: PageHandle }) {
  const { pathname } = useLocation();
  const target = infoTarget(handle, pathname);
  const slug = target?.kind === 'doc' ? target.slug : 'about-us';
  return (
    <InfoFrame>
      <Doc slug={slug} />
    </InfoFrame>
  );
}
