import type { PublicDraw } from '@miao/contracts/draws';
import { useId, useState } from 'react';
import { checkDraw, type DrawCheck } from '@/features/draws/utils/recompute';
import { useTranslation } from '@/lib/use-translation';

/** The commitment (seed hash) from the start; after the draw the seed and a check in this browser. */
export function FairnessPanel({ draw }: { draw: PublicDraw }) {
  const { t } = useTranslation();
  const id = useId();
  const [check, setCheck] = useState<DrawCheck | 'running' | 'failed' | null>(null);
  const { seed, entry_list_digest: digest, entry_count: count } = draw;
  const run = async () => {
    if (!seed || digest === null || count === null) return;
    setCheck('running');
    try {
      setCheck(await checkDraw({ ...draw, seed, entry_list_digest: digest, entry_count: count }));
    } catch {
      setCheck('failed');
    }
  };
  const line = (ok: boolean, yes: string, no: string) => (
    <li className={ok ? 'draw-check--ok' : 'draw-check--bad'}>
      <span aria-hidden="true">{ok ? '✓ ' : '✗ '}</span>
      {ok ? yes : no}
    </li>
  );
  return (
    <section className="draw-panel" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="draw-panel__title">
        {t('draws.fair.title')}
      </h2>
      <dl className="draw-hashes">
        <dt>{t('draws.fair.hash')}</dt>
        <dd className="draw-mono" data-testid="seed-hash">
          {draw.seed_hash}
        </dd>
        <dt>{t('draws.fair.seed')}</dt>
        <dd className="draw-mono" data-testid="seed">
          {draw.seed ?? t('draws.fair.sealed')}
        </dd>
      </dl>
      {draw.seed ? (
        <div className="draw-check">
          <button
            type="button"
            className="button button--secondary"
            onClick={() => void run()}
            disabled={check === 'running'}
          >
            {t('draws.fair.check')}
          </button>
          <div aria-live="polite">
            {check === 'failed' ? <p className="draw-panel__error">{t('draws.fair.checkFailed')}</p> : null}
            {check && typeof check === 'object' ? (
              <ul className="draw-check__list">
                {line(check.seedMatches, t('draws.fair.seedOk'), t('draws.fair.seedBad'))}
                {line(check.winnersMatch, t('draws.fair.winnersOk'), t('draws.fair.winnersBad'))}
              </ul>
            ) : null}
          </div>
        </div>
      ) : (
        <p className="draw-panel__note">{t('draws.fair.sealedLead')}</p>
      )}
    </section>
  );
}
