import { useState } from 'react';
import { useSvgId } from '@/components/art/svg-id';

const COLS = 40;
const ROWS = 12;

/**
 * A drawn cover for tasks without one: the brand's LED dot matrix, lit along a wave that varies
 * per task. The unlit grid is one pattern; only the lit dots are drawn.
 */
function CoverPlaceholder({ seed }: { seed: number }) {
  const gridId = useSvgId('task-cover-grid');
  const phase = (seed * 37) % COLS;
  const lit = [];
  for (let x = 0; x < COLS; x++) {
    const wave = Math.sin((x + phase) / 4.2) * 3 + ROWS / 2;
    for (let y = 0; y < ROWS; y++) {
      if (Math.abs(y - wave) < 1.4) {
        lit.push(
          <circle
            key={`${x}-${y}`}
            cx={x * 20 + 10}
            cy={y * 20 + 10}
            r={4.2}
            className="task-cover__dot--on"
          />,
        );
      }
    }
  }
  return (
    <svg
      className="task-cover__art"
      viewBox="0 0 800 240"
      preserveAspectRatio="xMidYMid slice"
      aria-hidden="true"
      focusable="false"
    >
      <defs>
        <pattern id={gridId} width="20" height="20" patternUnits="userSpaceOnUse">
          <rect width="20" height="20" className="task-cover__bg" />
          <circle cx="10" cy="10" r="3" className="task-cover__dot" />
        </pattern>
      </defs>
      <rect width="800" height="240" fill={`url(#${gridId})`} />
      {lit}
    </svg>
  );
}

/**
 * The task's first media at 800x240 (spec 9), or the drawn placeholder when none loads. `priority`:
 * the cover is the page's largest content at its top (a task's detail, the board's first card),
 * fetched at once and first rather than once layout finds it in view (lazily, it waited for layout:
 * 0.8 s of the detail's Largest Contentful Paint on a throttled phone, 2.3 s of the board's).
 */
export function TaskCover({
  url,
  seed,
  className,
  priority = false,
}: {
  url: string | undefined;
  seed: number;
  className?: string;
  priority?: boolean;
}) {
  const [failed, setFailed] = useState(false);
  return (
    <div className={`task-cover ${className ?? ''}`.trim()}>
      {url && !failed ? (
        <img
          src={url}
          alt=""
          width={800}
          height={240}
          {...(priority ? { fetchPriority: 'high' as const } : { loading: 'lazy' as const })}
          onError={() => setFailed(true)}
        />
      ) : (
        <CoverPlaceholder seed={seed} />
      )}
    </div>
  );
}
