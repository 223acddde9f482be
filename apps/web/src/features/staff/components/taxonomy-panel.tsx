import type { StaffCategory, StaffTag } from '@miao/contracts/staff';
import { TAXONOMY_NAME_MAX } from '@miao/contracts/limits';
import type { UseQueryResult } from '@tanstack/react-query';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { Dialog } from '@/components/ui/dialog';
import { EmptyState, ErrorState, Skeleton } from '@/components/ui/state-panels';
import { PlusIcon } from '@/components/icons/line-icons';
import { ApiError } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { useTranslation } from '@/lib/use-translation';
import { useStringSet } from '@/locales/string-sets';
import {
  useDeleteTaxonomy,
  useSaveTaxonomy,
  useStaffCategories,
  useStaffTags,
  type TaxonomyInput,
  type TaxonomyKind,
} from '@/features/staff/api/taxonomy';
import { ConfirmDeleteDialog } from './confirm-delete-dialog';
import { StaffDeleteButton, StaffPanel } from './staff-panel';

type Item = StaffCategory | StaffTag;

/** Create or edit one category or tag: both names, order, and (categories) public, (tags) tips. */
function ItemDialog({ kind, item, onClose }: { kind: TaxonomyKind; item: Item | null; onClose: () => void }) {
  const { t } = useTranslation();
  const uid = useId();
  const save = useSaveTaxonomy(kind);
  const [name, setName] = useState(item?.name ?? '');
  const [nameEn, setNameEn] = useState(item?.name_en ?? '');
  const [sort, setSort] = useState(String(item?.sort ?? 0));
  const [tips, setTips] = useState(item && 'tips' in item ? item.tips : '');
  const [isPublic, setIsPublic] = useState(item && 'is_public' in item ? item.is_public : true);
  const [bad, setBad] = useState<string[]>([]);
  const formId = `${uid}-form`;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problems: string[] = [];
    if (name.trim() === '') problems.push('name');
    if (!/^-?\d{1,6}$/.test(sort.trim())) problems.push('sort');
    setBad(problems);
    if (problems.length > 0) return;
    const input: TaxonomyInput = { name: name.trim(), name_en: nameEn.trim(), sort: Number(sort) };
    if (kind === 'tags') input.tips = tips.trim();
    else input.is_public = isPublic;
    save.mutate(
      { id: item?.id, input },
      {
        onSuccess: () => {
          toast.success(t('console.taxonomy.saved', { name: input.name }));
          onClose();
        },
        onError: (error) => {
          const fields = error instanceof ApiError ? (error.body as { fields?: string[] }).fields : undefined;
          if (fields) setBad(fields);
        },
      },
    );
  };
  const field = (key: string, label: string, control: ReactNode, hint?: string) => (
    <div className="form__field">
      <label className="form__label" htmlFor={`${uid}-${key}`}>
        {label}
      </label>
      {control}
      {bad.includes(key) ? (
        <p className="form__error" role="alert" id={`${uid}-${key}-error`}>
          {t(`console.taxonomy.errors.${key}`)}
        </p>
      ) : hint ? (
        <p className="form__hint">{hint}</p>
      ) : null}
    </div>
  );
  const described = (key: string) => ({
    id: `${uid}-${key}`,
    'aria-invalid': bad.includes(key) ? true : undefined,
    'aria-describedby': bad.includes(key) ? `${uid}-${key}-error` : undefined,
  });
  const title = t(`console.taxonomy.${kind}.${item ? 'editTitle' : 'addTitle'}`);
  return (
    <Dialog
      title={title}
      onClose={onClose}
      footer={
        <>
          <button type="button" className="button button--secondary" onClick={onClose}>
            {t('common.cancel')}
          </button>
          <button type="submit" form={formId} className="button button--primary" disabled={save.isPending}>
            {save.isPending ? t('common.saving') : t('console.save')}
          </button>
        </>
      }
    >
      <form id={formId} className="form staff-form console-form" onSubmit={submit} noValidate>
        {field(
          'name',
          t('console.taxonomy.fields.name'),
          <input
            className="input"
            value={name}
            maxLength={TAXONOMY_NAME_MAX}
            onChange={(e) => setName(e.target.value)}
            {...described('name')}
          />,
        )}
        {field(
          'name_en',
          t('console.taxonomy.fields.nameEn'),
          <input
            className="input"
            value={nameEn}
            maxLength={TAXONOMY_NAME_MAX}
            onChange={(e) => setNameEn(e.target.value)}
            {...described('name_en')}
          />,
          t('console.taxonomy.nameEnHint'),
        )}
        {kind === 'tags'
          ? field(
              'tips',
              t('console.taxonomy.fields.tips'),
              <textarea
                className="textarea"
                rows={3}
                value={tips}
                maxLength={500}
                onChange={(e) => setTips(e.target.value)}
                {...described('tips')}
              />,
              t('console.taxonomy.tipsHint'),
            )
          : null}
        {field(
          'sort',
          t('console.taxonomy.fields.sort'),
          <input
            className="input console-form__short"
            inputMode="numeric"
            value={sort}
            onChange={(e) => setSort(e.target.value)}
            {...described('sort')}
          />,
          t('console.taxonomy.sortHint'),
        )}
        {kind === 'categories' ? (
          <label className="check">
            <input type="checkbox" checked={isPublic} onChange={(e) => setIsPublic(e.target.checked)} />
            {t('console.taxonomy.fields.public')}
          </label>
        ) : null}
      </form>
    </Dialog>
  );
}

function TaxonomyList({ kind, items }: { kind: TaxonomyKind; items: Item[] }) {
  const { t } = useTranslation();
  const save = useSaveTaxonomy(kind);
  const remove = useDeleteTaxonomy(kind);
  const [editing, setEditing] = useState<Item | 'new' | null>(null);
  const [deleting, setDeleting] = useState<Item | null>(null);

  const toggleHidden = (item: Item) =>
    save.mutate(
      { id: item.id, input: { hidden: !item.hidden } },
      {
        onSuccess: () =>
          toast.success(
            t(item.hidden ? 'console.taxonomy.shown' : 'console.taxonomy.hidden', { name: item.name }),
          ),
      },
    );

  return (
    <section className="console-block" aria-labelledby={`taxonomy-${kind}`}>
      <div className="console-block__head">
        <h3 id={`taxonomy-${kind}`} className="console-block__title">
          {t(`console.taxonomy.${kind}.title`)}
        </h3>
        <button
          type="button"
          className="button button--primary button--small"
          onClick={() => setEditing('new')}
        >
          <PlusIcon /> {t(`console.taxonomy.${kind}.add`)}
        </button>
      </div>
      {items.length === 0 ? (
        <EmptyState>{t(`console.taxonomy.${kind}.empty`)}</EmptyState>
      ) : (
        <div className="staff-table__scroll">
          <table className="staff-table staff-list console-taxonomy">
            <caption className="visually-hidden">{t(`console.taxonomy.${kind}.title`)}</caption>
            <thead>
              <tr>
                <th scope="col">{t('console.taxonomy.columns.name')}</th>
                <th scope="col">{t('console.taxonomy.columns.sort')}</th>
                <th scope="col">{t('console.taxonomy.columns.tasks')}</th>
                <th scope="col">{t('console.taxonomy.columns.state')}</th>
                <th scope="col">
                  <span className="visually-hidden">{t('console.actions')}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {items.map((item) => (
                <tr key={item.id} className={item.hidden ? 'is-muted' : undefined}>
                  <th scope="row" className="staff-list__main">
                    <span className="staff-list__name">{item.name}</span>
                    <span className="staff-list__sub">{item.name_en ?? t('console.taxonomy.noEnglish')}</span>
                  </th>
                  <td data-label={t('console.taxonomy.columns.sort')} className="mono">
                    {item.sort}
                  </td>
                  <td data-label={t('console.taxonomy.columns.tasks')} className="mono">
                    {item.task_count}
                  </td>
                  <td data-label={t('console.taxonomy.columns.state')}>
                    {item.hidden ? (
                      <span className="tag tag--muted">{t('console.taxonomy.stateHidden')}</span>
                    ) : 'is_public' in item && !item.is_public ? (
                      <span className="tag">{t('console.taxonomy.stateStaffOnly')}</span>
                    ) : (
                      <span className="tag tag--accent">{t('console.taxonomy.stateShown')}</span>
                    )}
                  </td>
                  <td className="staff-table__actions">
                    <button
                      type="button"
                      className="button button--secondary button--small"
                      onClick={() => setEditing(item)}
                      aria-label={t('console.taxonomy.editLabel', { name: item.name })}
                    >
                      {t('console.edit')}
                    </button>
                    <button
                      type="button"
                      className="button button--secondary button--small"
                      onClick={() => toggleHidden(item)}
                      disabled={save.isPending}
                      aria-label={t(
                        item.hidden ? 'console.taxonomy.showLabel' : 'console.taxonomy.hideLabel',
                        {
                          name: item.name,
                        },
                      )}
                    >
                      {t(item.hidden ? 'console.taxonomy.show' : 'console.taxonomy.hide')}
                    </button>
                    <StaffDeleteButton
                      label={t('console.taxonomy.deleteLabel', { name: item.name })}
                      onClick={() => setDeleting(item)}
                    />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {editing ? (
        <ItemDialog kind={kind} item={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />
      ) : null}
      {deleting ? (
        <ConfirmDeleteDialog
          title={t(`console.taxonomy.${kind}.deleteTitle`)}
          pending={remove.isPending}
          onConfirm={() =>
            remove.mutate(deleting.id, {
              onSuccess: () => toast.success(t('console.taxonomy.deleted', { name: deleting.name })),
              // the refusal (in use: hide it instead) is the API client's toast, spec 8 style
              onSettled: () => setDeleting(null),
            })
          }
          onClose={() => setDeleting(null)}
        >
          {t('console.taxonomy.deleteBody', { name: deleting.name, count: deleting.task_count })}
        </ConfirmDeleteDialog>
      ) : null}
    </section>
  );
}

function Loaded({ kind, query }: { kind: TaxonomyKind; query: UseQueryResult<Item[]> }) {
  const { t } = useTranslation();
  if (query.isPending) return <Skeleton lines={4} />;
  if (query.isError)
    return (
      <ErrorState
        message={query.error instanceof ApiError ? query.error.displayMessage : t('common.loadFailed')}
        onRetry={() => void query.refetch()}
      />
    );
  return <TaxonomyList kind={kind} items={query.data} />;
}

const Categories = () => <Loaded kind="categories" query={useStaffCategories()} />;
const Tags = () => <Loaded kind="tags" query={useStaffTags()} />;

/** Task categories and tags (spec 3): what the task form offers, in cn and en, in staff order. */
export function TaxonomyPanel() {
  const { t, i18n } = useTranslation();
  useStringSet(i18n, 'console');
  return (
    <StaffPanel title={t('console.taxonomy.title')} lead={t('console.taxonomy.lead')}>
      <Categories />
      <Tags />
    </StaffPanel>
  );
}
