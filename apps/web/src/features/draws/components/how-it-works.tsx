import type { PublicDraw } from '@miao/contracts/draws';
import { useId } from 'react';
import { useTranslation } from '@/lib/use-translation';

const COMMANDS = `printf '%s' "$SEED" | sha256sum                 # = the committed hash
for i in $(seq 1 "$N"); do
  printf '%s' "$DIGEST:$i" | openssl dgst -sha256 -hmac "$SEED" | sed "s/.*= /$i /"
done | sort -k2                                  # lowest scores win, in prize order`;

/**
 * The algorithm in a few steps, so anyone can recompute the winners (decision 021). The commands'
 * first line holds what the draw publishes of its list (decision 045): one line, as the comment it
 * replaces once drawn, so the page is no taller.
 */
export function HowItWorks({ draw }: { draw: PublicDraw }) {
  const { t } = useTranslation();
  const id = useId();
  const published =
    draw.entry_list_digest !== null && draw.entry_count !== null
      ? `DIGEST=${draw.entry_list_digest} N=${draw.entry_count}   # SEED: the seed above`
      : '# SEED, DIGEST and N (the number of entries): published with the winners';
  return (
    <section className="draw-panel" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="draw-panel__title">
        {t('draws.how.title')}
      </h2>
      <ol className="draw-how">
        {(['commit', 'list', 'score', 'rank', 'reveal'] as const).map((step) => (
          <li key={step}>{t(`draws.how.${step}`)}</li>
        ))}
      </ol>
      <p className="draw-panel__note">{t('draws.how.shell')}</p>
      <pre className="draw-shell" tabIndex={0} aria-label={t('draws.how.shellLabel')}>
        <code data-testid="draw-shell">{`${published}\n${COMMANDS}`}</code>
      </pre>
    </section>
  );
}
