import { UPLOAD_EXTENSIONS } from '@miao/contracts/uploads';
import { useId, useState, type ChangeEvent } from 'react';
import { toast } from '@/lib/toast';
import { CameraIcon } from '@/components/icons/ui-icons';
import { ImageCropDialog } from '@/components/ui/image-crop-dialog';
import { useUpload } from '@/features/uploads/hooks/use-upload';
import { useTranslation } from '@/lib/use-translation';

const AVATAR_TYPES = UPLOAD_EXTENSIONS.avatar ?? {};
const ACCEPT = [...new Set(Object.values(AVATAR_TYPES))].join(',');
/** Avatars are stored square at this size. */
const AVATAR_SIZE_PX = 512;

function extensionOf(name: string): string {
  return name.split('.').pop()?.toLowerCase() ?? '';
}

/** Spec 5: avatar JPG or PNG; cropped square first, then the signed upload with progress. */
export function isAvatarFile(file: File): boolean {
  const byName = AVATAR_TYPES[extensionOf(file.name)];
  return !!byName && (file.type === '' || Object.values(AVATAR_TYPES).includes(file.type));
}

export function AvatarUploader(props: {
  value: string;
  alt: string;
  onChange: (url: string) => void;
  onBusyChange: (busy: boolean) => void;
}) {
  const { t } = useTranslation();
  const inputId = useId();
  const statusId = useId();
  const [picked, setPicked] = useState<File>();
  const [preview, setPreview] = useState<string>();
  const { state, upload } = useUpload('avatar', 'avatar');

  const onPick = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    if (!isAvatarFile(file)) {
      toast.error(t('error.Avatar must be a JPG or PNG image'));
      return;
    }
    setPicked(file);
  };

  const onCrop = async (blob: Blob) => {
    if (!picked) return;
    const ext = blob.type === 'image/png' ? 'png' : 'jpg';
    const name = `${picked.name.replace(/\.[^.]+$/, '').slice(0, 60) || 'avatar'}.${ext}`;
    setPicked(undefined);
    setPreview((old) => {
      if (old) URL.revokeObjectURL(old);
      return URL.createObjectURL(blob);
    });
    props.onBusyChange(true);
    const uploaded = await upload(blob, name);
    props.onBusyChange(false);
    if (uploaded) {
      props.onChange(uploaded.url);
      toast.success(t('user.avatarUploaded'));
    }
  };

  const shown = preview ?? props.value;
  const percent = state.status === 'uploading' ? Math.round(state.progress * 100) : 0;
  return (
    <div className="avatar-uploader">
      <div className="avatar-uploader__preview">
        {shown ? (
          <img className="avatar avatar--lg" src={shown} alt={props.alt} width={96} height={96} />
        ) : (
          <span className="avatar avatar--lg avatar--default" role="img" aria-label={props.alt}>
            <CameraIcon />
          </span>
        )}
      </div>
      <div className="avatar-uploader__side">
        <input
          id={inputId}
          className="visually-hidden"
          type="file"
          accept={ACCEPT}
          onChange={onPick}
          aria-describedby={statusId}
          disabled={state.status === 'uploading'}
        />
        <label
          htmlFor={inputId}
          className={`button button--secondary${state.status === 'uploading' ? ' is-disabled' : ''}`}
        >
          <CameraIcon /> {t('user.changeAvatar')}
        </label>
        <p id={statusId} className="form__hint" aria-live="polite">
          {state.status === 'uploading'
            ? t('user.uploading', { percent })
            : state.status === 'fail'
              ? state.message
              : t('user.avatarHint')}
        </p>
        {state.status === 'uploading' ? (
          <progress className="progress" max={100} value={percent} aria-label={t('user.uploadProgress')} />
        ) : null}
      </div>
      {picked ? (
        <ImageCropDialog
          file={picked}
          aspect={1}
          outputWidth={AVATAR_SIZE_PX}
          round
          title={t('user.cropTitle')}
          onCancel={() => setPicked(undefined)}
          onCrop={(blob) => void onCrop(blob)}
        />
      ) : null}
    </div>
  );
}
