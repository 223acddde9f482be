import { useId } from 'react';
import { useTranslation } from '@/lib/use-translation';

const SHELL = `# the published list, one masked number a line, no final newline
printf '%s' "$LIST" | sha256sum                 # = DIGEST
printf '%s' "$SEED" | sha256sum                 # = the committed hash
for i in $(seq 1 N); do
  printf '%s' "$DIGEST:$i" | openssl dgst -sha256 -hmac "$SEED" | sed "s/.*= /$i /"
done | sort -k2                                  # lowest scores win, in prize order`;

/** The algorithm in a few steps, so anyone can recompute the winners (decision 021). */
export function HowItWorks() {
  const { t } = useTranslation();
  const id = useId();
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
        <code>{SHELL}</code>
      </pre>
    </section>
  );
}
