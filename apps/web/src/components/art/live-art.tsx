import { Suspense, use } from 'react';
import { deferredModule, trackForgetting, type TrackedPromise } from '@/lib/deferred';
import { ArtBox } from './art-box';
import type { ArtKind, ArtSpec } from './art-spec';

/**
 * The drawing modules, each a chunk of its own in the browser, so a page loads only the kinds it
 * shows (a keyboard's landing page, the keyboards'). The server loads every one before its first
 * render (`preloadAllArt`); in the browser the server's drawing stays until its kind is here. This
 * file is itself loaded on demand (product-art.tsx).
 */
const modules = {
  keyboard: deferredModule(() => import('./keyboard-from-layout')),
  charger: deferredModule(() => import('./charger-art')),
  mat: deferredModule(() => import('./mat-art')),
  switch: deferredModule(() => import('./switch-art')),
  keycap: deferredModule(() => import('./keycap-art')),
  mouse: deferredModule(() => import('./mouse-art')),
  earbuds: deferredModule(() => import('./earbuds-art')),
  wristRest: deferredModule(() => import('./wrist-rest-art')),
  phoneCase: deferredModule(() => import('./phone-case-art')),
  accessories: deferredModule(() => import('./accessories-art')),
  app: deferredModule(() => import('./app-art')),
  small: deferredModule(() => import('./small-art')),
};

const moduleOf: Record<ArtKind, keyof typeof modules> = {
  keyboard: 'keyboard',
  charger: 'charger',
  mat: 'mat',
  switch: 'switch',
  'force-curve': 'switch',
  keycap: 'keycap',
  mouse: 'mouse',
  earbuds: 'earbuds',
  'wrist-rest': 'wristRest',
  'phone-case': 'phoneCase',
  accessories: 'accessories',
  app: 'app',
  coin: 'small',
  apparel: 'small',
  contest: 'small',
};

const together = new Map<string, TrackedPromise<unknown>>();

/**
 * Loads the drawing code of these specs; the same promise for the same kinds while it is good
 * (React's `use()` reads it synchronously once settled), so a page can wait for all its kinds at once.
 */
export function preloadArt(specs: Iterable<ArtSpec>): Promise<unknown> {
  const kinds = [...new Set([...specs].map((spec) => moduleOf[spec.kind]))].sort();
  const key = kinds.join(' ');
  const known = together.get(key);
  if (known) return known;
  const promise = trackForgetting(Promise.all(kinds.map((kind) => modules[kind].load())), () => {
    if (together.get(key) === promise) together.delete(key);
  });
  together.set(key, promise);
  return promise;
}

/** Every kind's code (the server before rendering, the drawing files' script). */
export function preloadAllArt(): Promise<unknown> {
  return Promise.all(Object.values(modules).map((module) => module.load()));
}

function Drawing({ spec, label, className }: { spec: ArtSpec; label: string; className?: string }) {
  const common = { label, className };
  switch (spec.kind) {
    case 'keyboard': {
      const { KeyboardFromLayout } = use(modules.keyboard.load());
      return <KeyboardFromLayout spec={spec} {...common} />;
    }
    case 'charger': {
      const { ChargerArt } = use(modules.charger.load());
      return <ChargerArt watts={spec.watts} ports={spec.ports} cable={spec.cable} {...common} />;
    }
    case 'mat': {
      const { MatArt } = use(modules.mat.load());
      return <MatArt pattern={spec.pattern} corner={spec.corner} {...common} />;
    }
    case 'switch': {
      const { SwitchArt } = use(modules.switch.load());
      return <SwitchArt housing={spec.housing} {...common} />;
    }
    case 'force-curve': {
      const { ForceCurveArt } = use(modules.switch.load());
      return (
        <ForceCurveArt
          actuationGf={spec.actuationGf}
          bottomOutGf={spec.bottomOutGf}
          travelMm={spec.travelMm}
          {...common}
        />
      );
    }
    case 'keycap': {
      const { KeycapArt } = use(modules.keycap.load());
      return <KeycapArt scene={spec.scene} hue={spec.hue} {...common} />;
    }
    case 'mouse': {
      const { MouseArt } = use(modules.mouse.load());
      return <MouseArt {...common} />;
    }
    case 'earbuds': {
      const { EarbudsArt } = use(modules.earbuds.load());
      return <EarbudsArt {...common} />;
    }
    case 'wrist-rest': {
      const { WristRestArt } = use(modules.wristRest.load());
      return <WristRestArt length={spec.length} {...common} />;
    }
    case 'phone-case': {
      const { PhoneCaseArt } = use(modules.phoneCase.load());
      return <PhoneCaseArt {...common} />;
    }
    case 'accessories': {
      const { AccessoriesArt } = use(modules.accessories.load());
      return <AccessoriesArt {...common} />;
    }
    case 'app': {
      const { AppArt } = use(modules.app.load());
      return <AppArt {...common} />;
    }
    case 'coin': {
      const { CoinArt } = use(modules.small.load());
      return <CoinArt {...common} />;
    }
    case 'apparel': {
      const { ApparelArt } = use(modules.small.load());
      return <ApparelArt {...common} />;
    }
    case 'contest': {
      const { ContestArt } = use(modules.small.load());
      return <ContestArt {...common} />;
    }
  }
}

/**
 * A drawing rendered now: its kind's code loads on demand, an empty box of the drawing's class
 * holding its place meanwhile. (The drawing files of art-files.tsx are this markup.)
 */
export function LiveProductArt(props: { spec: ArtSpec; label: string; className?: string }) {
  return (
    <Suspense fallback={<ArtBox className={props.className} />}>
      <Drawing {...props} />
    </Suspense>
  );
}
