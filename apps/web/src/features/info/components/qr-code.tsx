import { useMemo } from 'react';
import { encodeQr, qrPath, type QrErrorLevel } from '@/features/info/lib/qr';

/**
 * A real, scannable QR code drawn as inline SVG (dark modules on white with the quiet zone), the
 * same on the server and in the browser.
 */
export function QrCode(props: { value: string; label: string; level?: QrErrorLevel; className?: string }) {
  const { value, level } = props;
  const drawing = useMemo(() => {
    const matrix = encodeQr(value, level ?? 'M');
    return { side: matrix.size + 8, path: qrPath(matrix, 4) };
  }, [value, level]);
  return (
    <svg
      className={`qr-code${props.className ? ` ${props.className}` : ''}`}
      viewBox={`0 0 ${drawing.side} ${drawing.side}`}
      role="img"
      aria-label={props.label}
      shapeRendering="crispEdges"
      data-qr-value={value}
    >
      <rect width={drawing.side} height={drawing.side} fill="#ffffff" />
      <path d={drawing.path} fill="#0b0b0f" />
    </svg>
  );
}
