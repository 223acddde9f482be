import type { ProductMedia } from '@miao/contracts/product-media';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { completeUpload } from '@/features/uploads/api/complete-upload';
import { getUploadSignature } from '@/features/uploads/api/get-upload-signature';
import { postUpload } from '@/features/uploads/api/post-upload';
import { useLanguage } from '@/hooks/use-language';
import { api, ApiError } from '@/lib/api-client';
import { useProductSettings } from '@/lib/get-product-settings';
import { queryKeys } from '@/lib/query-keys';
import { toast } from '@/lib/toast';
import { useTranslation } from '@/lib/use-translation';
import { StaffPanel } from './staff-panel';

const mediaKey = (code: string) => ['staff', 'product-media', code] as const;
const base = (code: string) => `/api/admin/products/${encodeURIComponent(code)}/media`;
const SLOTS = ['hero', 'gallery', 'guide', ...Array.from({ length: 8 }, (_, i) => `slide-${i + 2}`)];

/** Through the ordinary upload path (signature, post, completion on a bucket): the file's address. */
async function uploadFile(file: File, fileType: 'image' | 'video'): Promise<string> {
  const signature = await getUploadSignature({
    file_type: fileType,
    file_name: file.name,
    file_prefix: 'product-media',
  });
  const answer = await postUpload(signature, file, file.name, () => undefined);
  return answer.kind === 'file' ? answer.file.url : (await completeUpload(signature.path)).url;
}

function AddMediaForm({ code }: { code: string }) {
  const { t } = useTranslation();
  const uid = useId();
  const client = useQueryClient();
  const [kind, setKind] = useState<'photo' | 'video'>('photo');
  const [slot, setSlot] = useState('hero');
  const [altCn, setAltCn] = useState('');
  const [altEn, setAltEn] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [poster, setPoster] = useState<File | null>(null);
  const [captions, setCaptions] = useState<File | null>(null);
  const add = useMutation({
    mutationFn: async () => {
      if (!file) throw new Error('file');
      const url = await uploadFile(file, kind === 'photo' ? 'image' : 'video');
      const posterUrl = kind === 'video' && poster ? await uploadFile(poster, 'image') : undefined;
      const captionsVtt = kind === 'video' && captions ? await captions.text() : undefined;
      return api.post<ProductMedia>(base(code), {
        kind,
        url,
        slot,
        alt_cn: altCn,
        alt_en: altEn,
        ...(posterUrl ? { poster_url: posterUrl } : {}),
        ...(captionsVtt ? { captions_vtt: captionsVtt } : {}),
      });
    },
    onSuccess: () => {
      toast.success(t('media.panel.added'));
      setAltCn('');
      setAltEn('');
      void client.invalidateQueries({ queryKey: mediaKey(code) });
      void client.invalidateQueries({ queryKey: queryKeys.products.settings });
    },
    onError: (error) => {
      if (!(error instanceof ApiError)) toast.error(t('error.Upload failed'));
    },
  });
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!add.isPending) add.mutate();
  };
  return (
    <form className="staff-media-form" onSubmit={onSubmit} aria-label={t('media.panel.add')}>
      <div className="form__field">
        <label className="form__label" htmlFor={`${uid}-kind`}>
          {t('media.panel.kind')}
        </label>
        <select
          id={`${uid}-kind`}
          className="input"
          value={kind}
          onChange={(e) => setKind(e.target.value as 'photo' | 'video')}
        >
          <option value="photo">{t('media.panel.photo')}</option>
          <option value="video">{t('media.panel.video')}</option>
        </select>
      </div>
      <div className="form__field">
        <label className="form__label" htmlFor={`${uid}-file`}>
          {t('media.panel.file')}
        </label>
        <input
          id={`${uid}-file`}
          className="input"
          type="file"
          accept={kind === 'photo' ? 'image/png,image/jpeg' : 'video/mp4'}
          required
          onChange={(e) => setFile(e.target.files?.[0] ?? null)}
        />
      </div>
      {kind === 'video' ? (
        <>
          <div className="form__field">
            <label className="form__label" htmlFor={`${uid}-poster`}>
              {t('media.panel.poster')}
            </label>
            <input
              id={`${uid}-poster`}
              className="input"
              type="file"
              accept="image/png,image/jpeg"
              required
              onChange={(e) => setPoster(e.target.files?.[0] ?? null)}
            />
          </div>
          <div className="form__field">
            <label className="form__label" htmlFor={`${uid}-captions`}>
              {t('media.panel.captions')}
            </label>
            <input
              id={`${uid}-captions`}
              className="input"
              type="file"
              accept=".vtt,text/vtt"
              onChange={(e) => setCaptions(e.target.files?.[0] ?? null)}
            />
          </div>
        </>
      ) : null}
      <div className="form__field">
        <label className="form__label" htmlFor={`${uid}-alt-cn`}>
          {t('media.panel.altCn')}
        </label>
        <input
          id={`${uid}-alt-cn`}
          className="input"
          value={altCn}
          required
          maxLength={300}
          onChange={(e) => setAltCn(e.target.value)}
        />
      </div>
      <div className="form__field">
        <label className="form__label" htmlFor={`${uid}-alt-en`}>
          {t('media.panel.altEn')}
        </label>
        <input
          id={`${uid}-alt-en`}
          className="input"
          value={altEn}
          required
          maxLength={300}
          onChange={(e) => setAltEn(e.target.value)}
        />
      </div>
      <div className="form__field">
        <label className="form__label" htmlFor={`${uid}-slot`}>
          {t('media.panel.slot')}
        </label>
        <select id={`${uid}-slot`} className="input" value={slot} onChange={(e) => setSlot(e.target.value)}>
          {SLOTS.map((s) => (
            <option key={s} value={s}>
              {s === 'hero'
                ? t('media.panel.slotHero')
                : s === 'gallery'
                  ? t('media.panel.slotGallery')
                  : s === 'guide'
                    ? t('media.panel.slotGuide')
                    : t('media.panel.slotSlide', { n: s.slice(6) })}
            </option>
          ))}
        </select>
      </div>
      <button type="submit" className="button button--primary" disabled={add.isPending}>
        {add.isPending ? t('media.panel.adding') : t('media.panel.add')}
      </button>
    </form>
  );
}

function MediaList({ code }: { code: string }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const client = useQueryClient();
  const list = useQuery({ queryKey: mediaKey(code), queryFn: () => api.get<ProductMedia[]>(base(code)) });
  const refresh = () => {
    void client.invalidateQueries({ queryKey: mediaKey(code) });
    void client.invalidateQueries({ queryKey: queryKeys.products.settings });
  };
  const order = useMutation({
    mutationFn: (ids: number[]) => api.put<ProductMedia[]>(`${base(code)}/order`, { ids }),
    onSuccess: refresh,
  });
  const remove = useMutation({
    mutationFn: (id: number) => api.delete(`${base(code)}/${id}`),
    onSuccess: () => {
      toast.success(t('media.panel.deleted'));
      refresh();
    },
  });
  const items = list.data ?? [];
  if (list.isSuccess && items.length === 0)
    return <p className="staff-panel__lead">{t('media.panel.empty')}</p>;
  const move = (from: number, to: number) => {
    const ids = items.map((m) => m.id);
    const [id] = ids.splice(from, 1);
    ids.splice(to, 0, id!);
    order.mutate(ids);
  };
  return (
    <ul className="staff-media-list" aria-label={t('media.panel.list')}>
      {items.map((item, i) => {
        const thumb = item.variants.find((v) => v.format === 'webp')?.url;
        const label = language === 'cn' ? item.alt_cn : item.alt_en;
        return (
          <li key={item.id} className="staff-media-list__item" data-testid="staff-media-item">
            {thumb ? (
              <img src={thumb} alt="" width={96} height={Math.round((96 * item.height) / item.width)} />
            ) : null}
            <span>
              <strong>{label}</strong>{' '}
              <span className="mono">
                {item.kind} · {item.slot}
              </span>
            </span>
            <span className="staff-media-list__actions">
              <button
                type="button"
                className="button button--secondary"
                disabled={i === 0}
                onClick={() => move(i, i - 1)}
              >
                {t('media.panel.up')}
                <span className="visually-hidden"> {label}</span>
              </button>
              <button
                type="button"
                className="button button--secondary"
                disabled={i === items.length - 1}
                onClick={() => move(i, i + 1)}
              >
                {t('media.panel.down')}
                <span className="visually-hidden"> {label}</span>
              </button>
              <button
                type="button"
                className="button button--secondary"
                onClick={() => remove.mutate(item.id)}
              >
                {t('media.panel.delete')}
                <span className="visually-hidden"> {label}</span>
              </button>
            </span>
          </li>
        );
      })}
    </ul>
  );
}

/** Staff-managed photos and videos per product (decision 050): upload, order, delete. */
export function ProductMediaPanel() {
  const { t } = useTranslation();
  const uid = useId();
  const settings = useProductSettings();
  const [code, setCode] = useState('');
  const products = (settings.data ?? []).filter((s) => s.kind === 'product');
  const current = code || products[0]?.code || '';
  return (
    <StaffPanel title={t('media.panel.title')} lead={t('media.panel.intro')}>
      <div className="form__field">
        <label className="form__label" htmlFor={`${uid}-product`}>
          {t('media.panel.product')}
        </label>
        <select
          id={`${uid}-product`}
          className="input"
          value={current}
          onChange={(e) => setCode(e.target.value)}
        >
          {products.map((p) => (
            <option key={p.code} value={p.code}>
              {p.overseas_name || p.cn_name || p.code} ({p.code})
            </option>
          ))}
        </select>
      </div>
      {current ? (
        <>
          <MediaList code={current} />
          <AddMediaForm key={current} code={current} />
        </>
      ) : null}
    </StaffPanel>
  );
}
