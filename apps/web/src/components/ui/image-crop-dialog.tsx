import {
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
  type KeyboardEvent,
  type PointerEvent,
} from 'react';
import { useTranslation } from '@/lib/use-translation';
import { Dialog } from './dialog';

interface Point {
  x: number;
  y: number;
}

const MAX_ZOOM = 4;
const KEY_STEP_PX = 10;

/**
 * Crops an image to a fixed aspect ratio on a canvas before upload (spec 5: "with a crop ratio
 * the image is cropped first"). Drag or arrow keys move the image, the slider or +/- zoom it.
 */
export function ImageCropDialog(props: {
  file: Blob;
  /** Width / height of the result; 1 for avatars. */
  aspect: number;
  /** Width of the produced image in pixels. */
  outputWidth: number;
  /** Show a round guide (avatars are shown in circles). */
  round?: boolean;
  title: string;
  onCancel: () => void;
  onCrop: (blob: Blob) => void;
}) {
  const { t } = useTranslation();
  const zoomId = useId();
  const hintId = useId();
  const viewport = useRef<HTMLDivElement>(null);
  const image = useRef<HTMLImageElement>(null);
  const drag = useRef<{ pointer: number; start: Point; origin: Point } | null>(null);
  const [url, setUrl] = useState<string>();
  const [natural, setNatural] = useState<{ w: number; h: number }>();
  const [box, setBox] = useState<{ w: number; h: number }>();
  const [zoom, setZoom] = useState(1);
  const [offset, setOffset] = useState<Point>({ x: 0, y: 0 });
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    const objectUrl = URL.createObjectURL(props.file);
    setUrl(objectUrl);
    return () => URL.revokeObjectURL(objectUrl);
  }, [props.file]);

  useEffect(() => {
    const measure = () => {
      const rect = viewport.current?.getBoundingClientRect();
      if (rect) setBox({ w: rect.width, h: rect.height });
    };
    measure();
    window.addEventListener('resize', measure);
    return () => window.removeEventListener('resize', measure);
  }, []);

  const scaleFor = useCallback(
    (z: number) => (natural && box ? Math.max(box.w / natural.w, box.h / natural.h) * z : 1),
    [natural, box],
  );

  const clamp = useCallback(
    (point: Point, z: number): Point => {
      if (!natural || !box) return point;
      const s = scaleFor(z);
      const minX = box.w - natural.w * s;
      const minY = box.h - natural.h * s;
      return { x: Math.min(0, Math.max(minX, point.x)), y: Math.min(0, Math.max(minY, point.y)) };
    },
    [natural, box, scaleFor],
  );

  // Start centred once both sizes are known.
  useEffect(() => {
    if (!natural || !box) return;
    const s = scaleFor(1);
    setZoom(1);
    setOffset({ x: (box.w - natural.w * s) / 2, y: (box.h - natural.h * s) / 2 });
  }, [natural, box, scaleFor]);

  const zoomTo = (next: number) => {
    const z = Math.min(MAX_ZOOM, Math.max(1, next));
    if (!box) return setZoom(z);
    // keep the point under the viewport's centre where it is
    const before = scaleFor(zoom);
    const after = scaleFor(z);
    const cx = (box.w / 2 - offset.x) / before;
    const cy = (box.h / 2 - offset.y) / before;
    setZoom(z);
    setOffset(clamp({ x: box.w / 2 - cx * after, y: box.h / 2 - cy * after }, z));
  };

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    event.currentTarget.setPointerCapture(event.pointerId);
    drag.current = {
      pointer: event.pointerId,
      start: { x: event.clientX, y: event.clientY },
      origin: offset,
    };
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    const d = drag.current;
    if (!d || d.pointer !== event.pointerId) return;
    setOffset(
      clamp({ x: d.origin.x + event.clientX - d.start.x, y: d.origin.y + event.clientY - d.start.y }, zoom),
    );
  };
  const onPointerUp = () => {
    drag.current = null;
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const moves: Record<string, Point> = {
      ArrowLeft: { x: KEY_STEP_PX, y: 0 },
      ArrowRight: { x: -KEY_STEP_PX, y: 0 },
      ArrowUp: { x: 0, y: KEY_STEP_PX },
      ArrowDown: { x: 0, y: -KEY_STEP_PX },
    };
    const move = moves[event.key];
    if (move) {
      event.preventDefault();
      setOffset(clamp({ x: offset.x + move.x, y: offset.y + move.y }, zoom));
    } else if (event.key === '+' || event.key === '=') {
      event.preventDefault();
      zoomTo(zoom + 0.1);
    } else if (event.key === '-') {
      event.preventDefault();
      zoomTo(zoom - 0.1);
    }
  };

  const crop = () => {
    const img = image.current;
    if (!img || !natural || !box) return;
    setBusy(true);
    const s = scaleFor(zoom);
    const canvas = document.createElement('canvas');
    canvas.width = props.outputWidth;
    canvas.height = Math.round(props.outputWidth / props.aspect);
    const context = canvas.getContext('2d');
    if (!context) return setBusy(false);
    context.imageSmoothingQuality = 'high';
    context.drawImage(
      img,
      -offset.x / s,
      -offset.y / s,
      box.w / s,
      box.h / s,
      0,
      0,
      canvas.width,
      canvas.height,
    );
    const type = props.file.type === 'image/png' ? 'image/png' : 'image/jpeg';
    canvas.toBlob(
      (blob) => {
        setBusy(false);
        if (blob) props.onCrop(blob);
      },
      type,
      0.92,
    );
  };

  const s = scaleFor(zoom);
  return (
    <Dialog
      title={props.title}
      onClose={props.onCancel}
      footer={
        <>
          <button type="button" className="button button--secondary" onClick={props.onCancel}>
            {t('common.cancel')}
          </button>
          <button type="button" className="button button--primary" onClick={crop} disabled={!natural || busy}>
            {t('user.useImage')}
          </button>
        </>
      }
    >
      <div
        ref={viewport}
        className={`cropper${props.round ? ' cropper--round' : ''}`}
        style={{ aspectRatio: String(props.aspect) }}
        tabIndex={0}
        role="group"
        aria-label={t('user.cropArea')}
        aria-describedby={hintId}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerUp}
        onPointerCancel={onPointerUp}
        onKeyDown={onKeyDown}
      >
        {url ? (
          <img
            ref={image}
            src={url}
            alt=""
            draggable={false}
            className="cropper__image"
            onLoad={(e) => setNatural({ w: e.currentTarget.naturalWidth, h: e.currentTarget.naturalHeight })}
            style={
              natural
                ? {
                    width: natural.w * s,
                    height: natural.h * s,
                    transform: `translate(${offset.x}px, ${offset.y}px)`,
                  }
                : { visibility: 'hidden' }
            }
          />
        ) : null}
        <span className="cropper__guide" aria-hidden="true" />
      </div>
      <p id={hintId} className="cropper__hint">
        {t('user.cropHint')}
      </p>
      <label className="cropper__zoom" htmlFor={zoomId}>
        <span>{t('user.zoom')}</span>
        <input
          id={zoomId}
          type="range"
          min={1}
          max={MAX_ZOOM}
          step={0.01}
          value={zoom}
          onChange={(e) => zoomTo(Number(e.target.value))}
        />
      </label>
    </Dialog>
  );
}
