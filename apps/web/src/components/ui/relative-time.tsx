import { useNow, useReaderTimeZone } from '@/hooks/use-reader-time-zone';
import type { Language } from '@/lib/language';
import { formatRelative, formatTime } from '@/lib/time';

/**
 * "3 h ago" in the reader's zone (decision 057), the full time and its zone as the tooltip. The
 * server's HTML and the hydration show the time itself in the server's zone (its clock is not the
 * browser's); the relative words replace it once the page runs.
 */
export function RelativeTime(props: { value: string; language: Language; className?: string }) {
  const timeZone = useReaderTimeZone(props.language);
  const now = useNow();
  const full = formatTime(props.value, props.language, timeZone, { zone: true });
  const text =
    now === undefined
      ? formatTime(props.value, props.language, timeZone, { style: 'numeric', zone: true })
      : formatRelative(props.value, now, props.language, timeZone);
  return (
    <time className={props.className} dateTime={props.value} title={full}>
      {text}
    </time>
  );
}
