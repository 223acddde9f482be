import { AppArt } from './app-art';
import type { ArtSpec } from './art-spec';
import { ChargerArt } from './charger-art';
import { EarbudsArt } from './earbuds-art';
import { KeyboardFromLayout } from './keyboard-from-layout';
import { KeycapArt } from './keycap-art';
import { MatArt } from './mat-art';
import { MouseArt } from './mouse-art';
import { PhoneCaseArt } from './phone-case-art';
import { ApparelArt, CoinArt, ContestArt } from './small-art';
import { ForceCurveArt, SwitchArt } from './switch-art';
import { WristRestArt } from './wrist-rest-art';

/** Draws any product art spec; `label` is the accessible description of the drawing. */
export function ProductArt({ spec, label, className }: { spec: ArtSpec; label: string; className?: string }) {
  const common = { label, className };
  switch (spec.kind) {
    case 'keyboard':
      return <KeyboardFromLayout spec={spec} {...common} />;
    case 'charger':
      return <ChargerArt watts={spec.watts} ports={spec.ports} cable={spec.cable} {...common} />;
    case 'mat':
      return <MatArt pattern={spec.pattern} {...common} />;
    case 'switch':
      return <SwitchArt housing={spec.housing} {...common} />;
    case 'force-curve':
      return (
        <ForceCurveArt
          actuationGf={spec.actuationGf}
          bottomOutGf={spec.bottomOutGf}
          travelMm={spec.travelMm}
          {...common}
        />
      );
    case 'keycap':
      return <KeycapArt scene={spec.scene} hue={spec.hue} {...common} />;
    case 'mouse':
      return <MouseArt {...common} />;
    case 'earbuds':
      return <EarbudsArt {...common} />;
    case 'wrist-rest':
      return <WristRestArt length={spec.length} {...common} />;
    case 'phone-case':
      return <PhoneCaseArt {...common} />;
    case 'app':
      return <AppArt {...common} />;
    case 'coin':
      return <CoinArt {...common} />;
    case 'apparel':
      return <ApparelArt {...common} />;
    case 'contest':
      return <ContestArt {...common} />;
  }
}
