import { use } from 'react';
import { InfoFrame, infoViewsModule } from '../../features/info/frame';

function Qr() {
  const { QrPage } = use(infoViewsModule.load());
  return <QrPage />;
}

/** /qr/: a QR code for a page of this site (`?url=`), else for the site root. */
export function QrPageRoute() {
  return (
    <InfoFrame>
      <Qr />
    </InfoFrame>
  );
}
