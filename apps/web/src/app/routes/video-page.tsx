import { use } from 'react';
import { useLocation } from 'react-router';
import { loadInfo } from '../../content/info/registry';
import { InfoFrame, infoViewsModule } from '../../features/info/frame';
import { infoTarget } from '../../features/info/targets';
import type { PageHandle } from '../route-table';

function Guide({ slug }: { slug: string }) {
  const { VideoPage } = use(infoViewsModule.load());
  return <VideoPage page={use(loadInfo('video', slug))} />;
}

/** /cyberboard-r2_5/disassembly-guide/ and /carpio-g2.0-am-editon/user-guide/. */
export function VideoPageRoute({ handle }: { handle: PageHandle }) {
  const { pathname } = useLocation();
  const target = infoTarget(handle, pathname);
  return (
    <InfoFrame>
      <Guide slug={target?.kind === 'video' ? target.slug : 'disassembly-guide'} />
    </InfoFrame>
  );
}
