import type { Page } from '@playwright/test';

/**
 * Starts counting layout shifts (PerformanceObserver) before the page's own scripts run, and
 * notes what moved (element, from and to, when) for the message of a failed check.
 */
export async function watchLayoutShift(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { __cls: number; __shifts: string[] };
    w.__cls = 0;
    w.__shifts = [];
    const describe = (node: Node | null) => {
      if (!(node instanceof Element)) return String(node?.nodeName ?? 'gone');
      const classes = Array.from(node.classList).slice(0, 3).join('.');
      return `${node.tagName.toLowerCase()}${classes ? `.${classes}` : ''}`;
    };
    const box = (r: DOMRectReadOnly) =>
      `${Math.round(r.x)},${Math.round(r.y)} ${Math.round(r.width)}×${Math.round(r.height)}`;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
        sources?: { node: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[];
      })[]) {
        if (entry.hadRecentInput) continue;
        w.__cls += entry.value;
        const moved = (entry.sources ?? []).map(
          (s) => `${describe(s.node)} ${box(s.previousRect)} → ${box(s.currentRect)}`,
        );
        w.__shifts.push(
          `${entry.value.toFixed(4)} at ${Math.round(entry.startTime)} ms: ${moved.join('; ')}`,
        );
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/** The shifts watchLayoutShift saw, one per line: the message of a failed check. */
/** The shifts watchLayoutShift saw, one line each: the value and the elements that moved. */
export async function shiftsSeen(page: Page): Promise<string> {
  const shifts = await page.evaluate(() => (window as unknown as { __shifts: string[] }).__shifts);
  return `layout shifts:\n${shifts.join('\n')}`;
}
