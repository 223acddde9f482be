import { SHORT_LINK_ID_MAX, URL_MAX } from '@miao/contracts/limits';
import type { ShortLink } from '@miao/contracts/links';
import { useCallback, useId, useState, type FormEvent } from 'react';
import { ApiError } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { CopyButton } from '@/components/ui/copy-button';
import { useLanguage } from '@/hooks/use-language';
import { PlusIcon } from '@/components/icons/line-icons';
import { createShortLinkInput, useCreateShortLink } from '@/features/staff/api/create-short-link';
import { useDeleteShortLink } from '@/features/staff/api/delete-short-link';
import { useShortLinks } from '@/features/staff/api/get-short-links';
import { formatStaffTime } from '@/features/staff/utils/format';
import { useTranslation } from '@/lib/use-translation';
import { ConfirmDeleteDialog } from './confirm-delete-dialog';
import { StaffDeleteButton, StaffPagedList, StaffPanel } from './staff-panel';

type LinkField = 'id' | 'target';

/** The path a short link is shared as (spec 2: /sl/{id}/). */
export function shortLinkPath(id: string): string {
  return `/sl/${id}/`;
}

function AddShortLinkForm() {
  const { t } = useTranslation();
  const uid = useId();
  const [id, setId] = useState('');
  const [target, setTarget] = useState('');
  const [errors, setErrors] = useState<Partial<Record<LinkField, true>>>({});
  const create = useCreateShortLink();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (create.isPending) return;
    const parsed = createShortLinkInput.safeParse({ id: id.trim(), target });
    if (!parsed.success) {
      setErrors(Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0]), true])));
      return;
    }
    create.mutate(parsed.data, {
      onSuccess: (link) => {
        toast.success(t('staff.links.created', { path: shortLinkPath(link.id) }));
        setId('');
        setTarget('');
      },
      onError: (error) => {
        const fields =
          error instanceof ApiError ? (error.body as { fields?: unknown } | undefined)?.fields : undefined;
        if (error instanceof ApiError && error.code === 'short_link_taken') setErrors({ id: true });
        else if (Array.isArray(fields))
          setErrors(
            Object.fromEntries(fields.filter((f) => f === 'id' || f === 'target').map((f) => [f, true])),
          );
      },
    });
  };
  const described = (field: LinkField) => ({
    'aria-invalid': errors[field] ? true : undefined,
    'aria-describedby': errors[field] ? `${uid}-${field}-error` : `${uid}-${field}-hint`,
  });
  const note = (field: LinkField, hint: string, error: string) =>
    errors[field] ? (
      <p id={`${uid}-${field}-error`} className="form__error" role="alert">
        {error}
      </p>
    ) : (
      <p id={`${uid}-${field}-hint`} className="form__hint">
        {hint}
      </p>
    );

  return (
    <form className="staff-link-form" onSubmit={onSubmit} noValidate aria-label={t('staff.links.addTitle')}>
      <div className="form__field staff-link-form__target">
        <label className="form__label" htmlFor={`${uid}-target`}>
          {t('staff.links.fields.target')}
        </label>
        <input
          id={`${uid}-target`}
          className="input"
          value={target}
          maxLength={URL_MAX}
          placeholder="/am-master/"
          autoComplete="off"
          spellCheck={false}
          onChange={(e) => {
            setTarget(e.target.value);
            setErrors((es) => ({ ...es, target: undefined }));
          }}
          {...described('target')}
        />
        {note('target', t('staff.links.targetHint'), t('staff.links.errors.target'))}
      </div>
      <div className="form__field staff-link-form__id">
        <label className="form__label" htmlFor={`${uid}-id`}>
          {t('staff.links.fields.id')}
        </label>
        <div className="staff-link-form__prefixed">
          <span className="mono" aria-hidden="true">
            /sl/
          </span>
          <input
            id={`${uid}-id`}
            className="input mono"
            value={id}
            maxLength={SHORT_LINK_ID_MAX}
            placeholder={t('staff.links.idPlaceholder')}
            autoComplete="off"
            spellCheck={false}
            onChange={(e) => {
              setId(e.target.value);
              setErrors((es) => ({ ...es, id: undefined }));
            }}
            {...described('id')}
          />
        </div>
        {note('id', t('staff.links.idHint'), t('staff.links.errors.id', { max: SHORT_LINK_ID_MAX }))}
      </div>
      <button
        type="submit"
        className="button button--primary staff-link-form__submit"
        disabled={create.isPending}
      >
        <PlusIcon /> {create.isPending ? t('common.saving') : t('staff.links.add')}
      </button>
    </form>
  );
}

/** Short links /sl/{id}/ (spec 2): add, copy, see the visits, delete. */
export function ShortLinksPanel() {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const [page, setPage] = useState(1);
  const [deleting, setDeleting] = useState<ShortLink | null>(null);
  const list = useShortLinks(page);
  const remove = useDeleteShortLink();
  const closeDelete = useCallback(() => setDeleting(null), []);

  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting.id, {
      onSuccess: () => {
        toast.success(t('staff.links.deleted', { path: shortLinkPath(deleting.id) }));
        if (list.data && list.data.results.length === 1 && page > 1) setPage(page - 1);
        setDeleting(null);
      },
    });
  };

  return (
    <StaffPanel title={t('staff.links.title')} lead={t('staff.links.lead')}>
      <AddShortLinkForm />
      <StaffPagedList
        query={list}
        caption={t('staff.links.title')}
        empty={t('staff.links.empty')}
        columns={[
          t('staff.links.columns.link'),
          t('staff.links.columns.target'),
          t('staff.links.columns.hits'),
          t('staff.links.columns.created'),
        ]}
        row={(link) => (
          <tr key={link.id}>
            <th scope="row" className="staff-list__main">
              <span className="staff-short">
                <a href={link.url} target="_blank" rel="noopener noreferrer" className="staff-link mono">
                  {link.url}
                  <span className="visually-hidden"> {t('common.opensInNewTab')}</span>
                </a>
                <CopyButton text={link.url} label={t('staff.links.copy', { path: shortLinkPath(link.id) })} />
              </span>
            </th>
            <td data-label={t('staff.links.columns.target')} className="staff-list__url mono">
              {link.target}
            </td>
            <td data-label={t('staff.links.columns.hits')} className="mono">
              {link.hits}
            </td>
            <td data-label={t('staff.links.columns.created')}>
              <time dateTime={link.create_time}>{formatStaffTime(link.create_time, language)}</time>
            </td>
            <td className="staff-table__actions">
              <StaffDeleteButton
                label={t('staff.links.deleteLabel', { path: shortLinkPath(link.id) })}
                onClick={() => setDeleting(link)}
              />
            </td>
          </tr>
        )}
        page={page}
        onPage={setPage}
        pagesLabel={t('staff.links.pages')}
        className="staff-links"
        skeletonLines={4}
      />
      {deleting ? (
        <ConfirmDeleteDialog
          title={t('staff.links.deleteTitle')}
          pending={remove.isPending}
          onConfirm={confirmDelete}
          onClose={closeDelete}
        >
          {t('staff.links.deleteBody', { path: shortLinkPath(deleting.id), target: deleting.target })}
        </ConfirmDeleteDialog>
      ) : null}
    </StaffPanel>
  );
}
