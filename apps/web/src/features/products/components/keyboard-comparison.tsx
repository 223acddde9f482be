import { KEYBOARD_FACTS, type KeyboardFacts } from '@miao/contracts/catalog-keyboards';
import type { ProductSetting } from '@miao/contracts/products';
import { LocalLink } from '@/components/ui/local-link';
import { catalogEntry } from '@/content/catalog';
import { useLanguage } from '@/hooks/use-language';
import { priceView } from '@/features/products/lib/price';
import { productName, useCatalogSettingsView } from '@/features/products/lib/catalog-settings';
import { placeholderSetting } from '@/lib/product-settings';
import { useTranslation } from '@/lib/use-translation';

const DASH = '—';

/** "—" for a fact the product pages do not state, with its meaning for screen readers. */
function Unknown() {
  const { t } = useTranslation();
  return (
    <>
      <span aria-hidden="true">{DASH}</span>
      <span className="visually-hidden">{t('products.compare.unknown')}</span>
    </>
  );
}

function Row({ facts, setting, loaded }: { facts: KeyboardFacts; setting: ProductSetting; loaded: boolean }) {
  const { t, i18n } = useTranslation();
  const { language } = useLanguage();
  const price = loaded ? priceView(setting, language) : null;
  const path = catalogEntry(facts.code)?.path ?? `/${facts.code}/`;
  return (
    <tr>
      <th scope="row">
        <LocalLink to={path}>{productName(setting, language, i18n)}</LocalLink>
      </th>
      <td>{t(`products.compare.layouts.${facts.layout}`)}</td>
      <td>{facts.keys ? t('products.compare.keys', { count: facts.keys }) : <Unknown />}</td>
      <td>
        {facts.connections ? (
          facts.connections.map((c) => t(`products.compare.connections.${c}`)).join(' · ')
        ) : (
          <Unknown />
        )}
      </td>
      <td>
        {facts.batteryMah ? (
          t('products.compare.battery', { mah: facts.batteryMah.toLocaleString('en') })
        ) : (
          <Unknown />
        )}
      </td>
      <td>{facts.screen ? t(`products.compare.screens.${facts.screen}`) : <Unknown />}</td>
      <td className="mono">
        {price ? price.from ? t('products.price.from', { amount: price.amount }) : price.amount : <Unknown />}
      </td>
    </tr>
  );
}

/**
 * Issue 18: the keyboards side by side (layout, size, connection, battery, screen and the page
 * mode's price), from the catalogue's keyboard facts. A table with a caption and header scopes;
 * on a phone it scrolls sideways inside its own box, the page keeps its width.
 */
export function KeyboardComparison() {
  const { t } = useTranslation();
  const { settings, loaded } = useCatalogSettingsView();
  const byCode = new Map(settings.map((s) => [s.code, s]));
  const current = KEYBOARD_FACTS.filter((f) => catalogEntry(f.code)?.era === 'current');
  const earlier = KEYBOARD_FACTS.filter((f) => catalogEntry(f.code)?.era !== 'current');
  const body = (rows: readonly KeyboardFacts[], label: string) => (
    <tbody>
      <tr className="compare-table__section">
        <th scope="colgroup" colSpan={7}>
          {label}
        </th>
      </tr>
      {rows.map((facts) => (
        <Row
          key={facts.code}
          facts={facts}
          setting={byCode.get(facts.code) ?? placeholderSetting(facts.code)}
          loaded={loaded}
        />
      ))}
    </tbody>
  );
  return (
    <div className="compare-table__scroll" tabIndex={0} role="region" aria-labelledby="compare-caption">
      <table className="compare-table" data-testid="compare-table">
        <caption id="compare-caption" className="visually-hidden">
          {t('products.compare.caption')}
        </caption>
        <thead>
          <tr>
            {(['keyboard', 'layout', 'size', 'connection', 'battery', 'screen', 'price'] as const).map(
              (c) => (
                <th key={c} scope="col">
                  {t(`products.compare.columns.${c}`)}
                </th>
              ),
            )}
          </tr>
        </thead>
        {body(current, t('products.compare.current'))}
        {body(earlier, t('products.compare.earlier'))}
      </table>
    </div>
  );
}
