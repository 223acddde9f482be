import { CUSTOM_SYMBOLS, CUSTOM_TEXT_MAX, CUSTOMISATION_WINDOW_DAYS } from '@miao/contracts/customisation';
import { Dialog } from '@/components/ui/dialog';
import { useTranslation } from '@/lib/use-translation';

/** Spec 2 "input-issues help dialog": what the three areas accept and why a text is refused. */
export function CustomHelpDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const symbols = [...CUSTOM_SYMBOLS.trim()];
  return (
    <Dialog
      title={t('customisation.help.title')}
      onClose={onClose}
      footer={
        <button type="button" className="button button--primary" onClick={onClose}>
          {t('customisation.help.ok')}
        </button>
      }
    >
      <ul className="customise__rules">
        <li>{t('customisation.help.length', { max: CUSTOM_TEXT_MAX })}</li>
        <li>{t('customisation.help.letters')}</li>
        <li>
          {t('customisation.help.symbols')}{' '}
          <span className="customise__symbols">
            {symbols.map((symbol) => (
              <kbd key={symbol}>{symbol}</kbd>
            ))}
          </span>
        </li>
        <li>{t('customisation.help.spaces')}</li>
        <li>{t('customisation.help.unsupported')}</li>
        <li>{t('customisation.help.required')}</li>
        <li>{t('customisation.help.window', { days: CUSTOMISATION_WINDOW_DAYS })}</li>
        <li>{t('customisation.help.order')}</li>
      </ul>
    </Dialog>
  );
}
