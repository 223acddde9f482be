/**
 * Path data for many same-styled shapes drawn as one `<path>`: a keyboard's key caps and an LED
 * panel's dots were an element each (a landing page carried 1,700 of them), and every element is
 * parsed, styled, laid out and, inline, hydrated on its own. Shapes of one path share its fill and
 * stroke; they must not overlap, or their paint order within the path would matter.
 */

/** Two decimals at most: the drawings' coordinates come from sums of fractional units. */
function n(value: number): string {
  return String(Math.round(value * 100) / 100);
}

/** A rectangle with round corners (`rx`, as `<rect rx>`: at most half its width and height). */
export function roundedRect(x: number, y: number, width: number, height: number, rx = 0): string {
  const r = Math.max(0, Math.min(rx, width / 2, height / 2));
  if (r === 0) return `M${n(x)} ${n(y)}h${n(width)}v${n(height)}h${n(-width)}z`;
  const arc = (dx: number, dy: number) => `a${n(r)} ${n(r)} 0 0 1 ${n(dx)} ${n(dy)}`;
  return (
    `M${n(x + r)} ${n(y)}h${n(width - 2 * r)}${arc(r, r)}v${n(height - 2 * r)}${arc(-r, r)}` +
    `h${n(2 * r - width)}${arc(-r, -r)}v${n(2 * r - height)}${arc(r, -r)}z`
  );
}

/** A circle, as two half arcs. */
export function circle(cx: number, cy: number, r: number): string {
  return `M${n(cx - r)} ${n(cy)}a${n(r)} ${n(r)} 0 1 0 ${n(2 * r)} 0a${n(r)} ${n(r)} 0 1 0 ${n(-2 * r)} 0z`;
}

/** Items grouped by their look (a class name), in first-seen order: each group becomes one path. */
export function byLook<T>(items: readonly T[], look: (item: T, index: number) => string): [string, T[]][] {
  const groups = new Map<string, T[]>();
  items.forEach((item, index) => {
    const name = look(item, index);
    const group = groups.get(name);
    if (group) group.push(item);
    else groups.set(name, [item]);
  });
  return [...groups];
}
