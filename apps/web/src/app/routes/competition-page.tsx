import { use } from 'react';
import { loadInfo } from '../../content/info/registry';
import { InfoFrame, infoViewsModule } from '../../features/info/frame';
import type { PageHandle } from '../route-table';

function Event({ slug }: { slug: string }) {
  const { CompetitionPage } = use(infoViewsModule.load());
  return <CompetitionPage page={use(loadInfo('event', slug))} />;
}

/** /led-competition/, /led-competition-2025/, /the-novel-project/, /the-novel-join/. */
export function CompetitionPageRoute({ handle }: { handle: PageHandle }) {
  const slug = 'product' in handle.title ? handle.title.product : 'led-competition-2025';
  return (
    <InfoFrame>
      <Event slug={slug} />
    </InfoFrame>
  );
}
