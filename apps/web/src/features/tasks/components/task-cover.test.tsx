import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { TaskCover } from './task-cover';

describe('TaskCover', () => {
  it("fetches a task detail's cover at once and first: it is the page's largest content", () => {
    const html = renderToString(<TaskCover url="/uploads/task/cover.png" seed={1} priority />);
    expect(html).toContain('fetchPriority="high"');
    expect(html).not.toContain('loading=');
  });

  it("leaves a card's cover to load lazily, as the board shows many", () => {
    const html = renderToString(<TaskCover url="/uploads/task/cover.png" seed={1} />);
    expect(html).toContain('loading="lazy"');
    expect(html).not.toContain('fetchPriority');
  });

  it('draws the placeholder for a task without media', () => {
    const html = renderToString(<TaskCover url={undefined} seed={3} priority />);
    expect(html).not.toContain('<img');
    expect(html).toContain('task-cover__art');
  });
});
