import { UPLOAD_EXTENSIONS } from '@miao/contracts/uploads';
import { useEffect, useId, useState, type ChangeEvent } from 'react';
import { toast } from '@/lib/toast';
import { ImageCropDialog } from '@/components/ui/image-crop-dialog';
import { useTranslation } from '@/lib/use-translation';
// The signed upload (signature, multipart post with progress, completion) is the shared upload
// service; the task form reuses its hook rather than repeating the three steps.
import { useUpload } from '@/features/uploads/hooks/use-upload';
import { ImageIcon, TrashIcon } from '@/components/icons/line-icons';

const IMAGE_TYPES = UPLOAD_EXTENSIONS.image ?? {};
const ACCEPT = [...new Set(Object.values(IMAGE_TYPES))].join(',');

/** Spec 5: task images are png, jpeg or gif. */
export function isTaskImage(file: File): boolean {
  const ext = file.name.split('.').pop()?.toLowerCase() ?? '';
  return !!IMAGE_TYPES[ext] && (file.type === '' || Object.values(IMAGE_TYPES).includes(file.type));
}

/**
 * A cover (800x240) or vote picture (800x540): pick, crop to the ratio first (spec 5), then the
 * signed upload with progress; the address goes into the form.
 */
export function TaskImageInput(props: {
  label: string;
  hint: string;
  value: string;
  onChange: (url: string) => void;
  onBusyChange: (busy: boolean) => void;
  width: number;
  height: number;
  cropTitle: string;
  error?: string;
  variant?: 'cover' | 'option';
}) {
  const { t } = useTranslation();
  const inputId = useId();
  const statusId = useId();
  const [picked, setPicked] = useState<File>();
  const [preview, setPreview] = useState<string>();
  const { state, upload } = useUpload('image', 'task');
  const busy = state.status === 'uploading';

  useEffect(
    () => () => {
      if (preview) URL.revokeObjectURL(preview);
    },
    [preview],
  );

  const onPick = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    if (!isTaskImage(file)) {
      toast.error(t('error.Upload file type is not supported'));
      return;
    }
    setPicked(file);
  };

  const onCrop = async (blob: Blob) => {
    if (!picked) return;
    const ext = blob.type === 'image/png' ? 'png' : 'jpg';
    const name = `${picked.name.replace(/\.[^.]+$/, '').slice(0, 60) || 'image'}.${ext}`;
    setPicked(undefined);
    setPreview(URL.createObjectURL(blob));
    props.onBusyChange(true);
    const uploaded = await upload(blob, name);
    props.onBusyChange(false);
    if (uploaded) props.onChange(uploaded.url);
    else setPreview(undefined);
  };

  const shown = busy ? preview : props.value;
  const percent = busy ? Math.round(state.progress * 100) : 0;
  const message = busy
    ? t('tasks.form.uploading', { percent })
    : state.status === 'fail'
      ? state.message
      : (props.error ?? props.hint);
  return (
    <div className={`image-input image-input--${props.variant ?? 'cover'}`}>
      <span className="form__label" id={`${inputId}-label`}>
        {props.label}
      </span>
      <div className="image-input__frame" style={{ aspectRatio: `${props.width} / ${props.height}` }}>
        {shown ? (
          <img src={shown} alt="" className="image-input__preview" />
        ) : (
          <span className="image-input__empty" aria-hidden="true">
            <ImageIcon />
            <span className="mono">
              {props.width}×{props.height}
            </span>
          </span>
        )}
        {busy ? (
          <progress
            className="progress image-input__progress"
            max={100}
            value={percent}
            aria-label={t('tasks.form.uploadProgress')}
          />
        ) : null}
      </div>
      <div className="image-input__actions">
        <input
          id={inputId}
          className="visually-hidden"
          type="file"
          accept={ACCEPT}
          onChange={onPick}
          disabled={busy}
          aria-labelledby={`${inputId}-label`}
          aria-describedby={statusId}
        />
        <label
          htmlFor={inputId}
          className={`button button--secondary button--small${busy ? ' is-disabled' : ''}`}
        >
          <ImageIcon /> {props.value ? t('tasks.form.replaceImage') : t('tasks.form.chooseImage')}
        </label>
        {props.value && !busy ? (
          <button
            type="button"
            className="button button--secondary button--small"
            onClick={() => props.onChange('')}
          >
            <TrashIcon /> {t('tasks.form.removeImage')}
          </button>
        ) : null}
      </div>
      <p
        id={statusId}
        className={state.status === 'fail' || (props.error && !busy) ? 'form__error' : 'form__hint'}
        aria-live="polite"
      >
        {message}
      </p>
      {picked ? (
        <ImageCropDialog
          file={picked}
          aspect={props.width / props.height}
          outputWidth={props.width}
          title={props.cropTitle}
          onCancel={() => setPicked(undefined)}
          onCrop={(blob) => void onCrop(blob)}
        />
      ) : null}
    </div>
  );
}
