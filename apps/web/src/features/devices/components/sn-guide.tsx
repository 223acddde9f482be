import { deviceFamily, type DeviceFamily } from '@miao/contracts/devices';
import { useId } from 'react';
import { useTranslation } from '@/lib/use-translation';

type Family = Exclude<DeviceFamily, 'other'>;
const FAMILIES: Family[] = ['cyberboard', 'hatsu', 'mat'];

/** The SN label: a small plate with "SN" and a bar code, placed by each drawing. */
function Label({ x, y, rotate = 0 }: { x: number; y: number; rotate?: number }) {
  return (
    <g transform={`translate(${x} ${y}) rotate(${rotate})`}>
      <rect x="-17" y="-8" width="34" height="16" rx="2" className="sn-guide__label" />
      <text x="-13" y="3.5" className="sn-guide__label-text">
        SN
      </text>
      {[2, 4.5, 6, 8.5, 10, 12].map((bx) => (
        <rect key={bx} x={bx} y="-4" width="1.2" height="8" className="sn-guide__bars" />
      ))}
    </g>
  );
}

/** A ring drawing the eye to the label. */
function Mark({ x, y }: { x: number; y: number }) {
  return <circle cx={x} cy={y} r="24" className="sn-guide__mark" />;
}

/** CYBERBOARD seen from below: the SN plate at the bottom right. */
function CyberboardDrawing() {
  return (
    <>
      <rect x="20" y="30" width="280" height="110" rx="14" className="sn-guide__body" />
      <rect x="36" y="44" width="248" height="82" rx="8" className="sn-guide__panel" />
      {[
        [44, 36],
        [268, 36],
        [44, 126],
        [268, 126],
      ].map(([fx, fy]) => (
        <rect key={`${fx}-${fy}`} x={fx} y={fy} width="14" height="6" rx="3" className="sn-guide__foot" />
      ))}
      <Label x={250} y={110} />
      <Mark x={250} y={110} />
    </>
  );
}

/** HATSU's two halves from above: a plate on the outer side of each (left and right sides). */
function HatsuDrawing() {
  return (
    <>
      <path d="M24 44 L140 34 L150 132 L34 142 Z" className="sn-guide__body" />
      <path d="M180 34 L296 44 L286 142 L170 132 Z" className="sn-guide__body" />
      <path d="M44 58 L128 51 L134 118 L50 125 Z" className="sn-guide__panel" />
      <path d="M192 51 L276 58 L270 125 L186 118 Z" className="sn-guide__panel" />
      <Label x={22} y={92} rotate={-84} />
      <Label x={298} y={92} rotate={84} />
      <Mark x={22} y={92} />
      <Mark x={298} y={92} />
    </>
  );
}

/** The mat from above, its top right corner lifted: the plate is under the cloth there. */
function MatDrawing() {
  return (
    <>
      <rect x="20" y="30" width="280" height="110" rx="10" className="sn-guide__base" />
      <path
        d="M20 40 Q20 30 30 30 L226 30 L300 92 L300 130 Q300 140 290 140 L30 140 Q20 140 20 130 Z"
        className="sn-guide__cloth"
      />
      <path d="M226 30 L300 92 L262 106 Z" className="sn-guide__flap" />
      <Label x={270} y={50} />
      <Mark x={270} y={50} />
    </>
  );
}

const DRAWINGS: Record<Family, () => React.JSX.Element> = {
  cyberboard: CyberboardDrawing,
  hatsu: HatsuDrawing,
  mat: MatDrawing,
};

function Guide({ family }: { family: Family }) {
  const { t } = useTranslation();
  const titleId = useId();
  const Drawing = DRAWINGS[family];
  return (
    <figure className="sn-guide__item">
      <svg viewBox="0 0 320 170" className="sn-guide__svg" role="img" aria-labelledby={titleId}>
        <title id={titleId}>{t(`devices.guide.${family}.alt`)}</title>
        <Drawing />
      </svg>
      <figcaption>
        <strong>{t(`devices.guide.${family}.name`)}</strong> {t(`devices.guide.${family}.where`)}
      </figcaption>
    </figure>
  );
}

/** Where the SN is printed (spec 2): the product's family only when known, else every family. */
export function SnGuide({ productCode }: { productCode?: string }) {
  const { t } = useTranslation();
  const titleId = useId();
  const family = deviceFamily(productCode);
  const shown = family === 'other' ? FAMILIES : [family];
  return (
    <section className="sn-guide" aria-labelledby={titleId}>
      <h2 id={titleId} className="sn-guide__title">
        {t('devices.guide.title')}
      </h2>
      <div className="sn-guide__items">
        {shown.map((f) => (
          <Guide key={f} family={f} />
        ))}
      </div>
    </section>
  );
}
