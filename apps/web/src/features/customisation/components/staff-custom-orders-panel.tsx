import { CUSTOMISABLE_PRODUCTS, type CustomisableProduct } from '@miao/contracts/customisation';
import { useId, useState } from 'react';
import { useLanguage } from '@/hooks/use-language';
import { formatDate } from '@/lib/dates';
import { useTranslation } from '@/lib/use-translation';
import { useStringSet } from '@/locales/string-sets';
import { CsvDownloadLink } from '@/features/staff/components/csv-download-link';
import { StaffPagedList, StaffPanel } from '@/features/staff/components/staff-panel';
import {
  customOrdersCsvHref,
  useStaffCustomOrders,
  type StaffCustomOrderFilters,
} from '@/features/customisation/api/get-staff-custom-orders';
import '@/features/customisation/customisation.css';

/** The console's Customisation section (issue 15): every customisable keyboard, and the fulfilment CSV. */
export function StaffCustomOrdersPanel() {
  const { t, i18n } = useTranslation();
  useStringSet(i18n, 'customisation');
  const { language } = useLanguage();
  const uid = useId();
  const [state, setState] = useState<StaffCustomOrderFilters['state']>('locked');
  const [product, setProduct] = useState<StaffCustomOrderFilters['product']>('');
  const [page, setPage] = useState(1);
  const list = useStaffCustomOrders({ state, product, page_number: page });
  const date = (iso: string) => formatDate(iso, language, 'YYYY-MM-DD HH:mm');
  const text = (value: string) => value || <span className="staff-custom__none">—</span>;

  return (
    <StaffPanel
      title={t('customisation.staff.title')}
      lead={t('customisation.staff.lead')}
      actions={
        <CsvDownloadLink href={customOrdersCsvHref(product)} list={t('customisation.staff.csvList')} />
      }
    >
      <div className="staff-custom__filters">
        <label className="form__label" htmlFor={`${uid}-state`}>
          {t('customisation.staff.stateLabel')}
        </label>
        <select
          id={`${uid}-state`}
          className="input"
          value={state}
          onChange={(e) => {
            setState(e.target.value as StaffCustomOrderFilters['state']);
            setPage(1);
          }}
        >
          <option value="">{t('customisation.staff.states.all')}</option>
          <option value="locked">{t('customisation.staff.states.locked')}</option>
          <option value="open">{t('customisation.staff.states.open')}</option>
        </select>
        <label className="form__label" htmlFor={`${uid}-product`}>
          {t('customisation.staff.productLabel')}
        </label>
        <select
          id={`${uid}-product`}
          className="input"
          value={product}
          onChange={(e) => {
            setProduct(e.target.value as CustomisableProduct | '');
            setPage(1);
          }}
        >
          <option value="">{t('customisation.staff.allProducts')}</option>
          {CUSTOMISABLE_PRODUCTS.map((code) => (
            <option key={code} value={code}>
              {t(`product.${code}`, { defaultValue: code })}
            </option>
          ))}
        </select>
      </div>
      <StaffPagedList
        query={list}
        caption={t('customisation.staff.caption')}
        empty={t('customisation.staff.empty')}
        columns={[
          t('customisation.staff.columns.order'),
          t('customisation.staff.columns.keyboard'),
          t('customisation.staff.columns.left'),
          t('customisation.staff.columns.middle'),
          t('customisation.staff.columns.right'),
          t('customisation.staff.columns.state'),
        ]}
        row={(r) => (
          <tr key={r.id}>
            <th scope="row" data-label={t('customisation.staff.columns.order')}>
              {r.order_no}
            </th>
            <td data-label={t('customisation.staff.columns.keyboard')}>
              {t(`product.${r.product_code}`, { defaultValue: r.product_code })} × {r.quantity}
            </td>
            <td data-label={t('customisation.staff.columns.left')}>{text(r.left_text)}</td>
            <td data-label={t('customisation.staff.columns.middle')}>{text(r.middle_text)}</td>
            <td data-label={t('customisation.staff.columns.right')}>{text(r.right_text)}</td>
            <td data-label={t('customisation.staff.columns.state')}>
              {r.locked
                ? t('customisation.staff.locked', { date: date(r.editable_until) })
                : t('customisation.staff.open', { date: date(r.editable_until) })}
              {r.customised ? '' : ` · ${t('customisation.staff.notCustomised')}`}
            </td>
          </tr>
        )}
        page={page}
        onPage={setPage}
        pagesLabel={t('customisation.staff.pages')}
      />
    </StaffPanel>
  );
}
