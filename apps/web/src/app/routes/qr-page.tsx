import { use } from 'react';
import { InfoFrame, infoViewsModule } from '@/features/info/frame';
import { infoPageMeta } from '@/features/info/meta';
import type { RouteMetaContext } from '@/app/lazy-page';

function Qr() {
  const { QrPage } = use(infoViewsModule.load());
  return <QrPage />;
}

/** /qr/: a QR code for a page of this site (`?url=`), else for the site root. */
export function Component() {
  return (
    <InfoFrame>
      <Qr />
    </InfoFrame>
  );
}

export function meta({ language, i18n }: RouteMetaContext) {
  return infoPageMeta({ kind: 'qr' }, language, i18n);
}
