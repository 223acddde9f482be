import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderInApp } from '@/test/render';
import { buildTaskSummary } from '@/features/tasks/testing/fixtures';
import { TaskCard } from './task-card';

// Issue 35: a task tagged "#Keycaps" on an English page showed "#键帽" on the board.
describe('task card tags', () => {
  const task = buildTaskSummary({
    tags: [
      { tag_id: 1, tag_name: '键帽', name_en: 'Keycaps' },
      { tag_id: 2, tag_name: '灯效', name_en: null },
    ],
  });

  it('names each tag in the page language, the Chinese name where staff gave no English one', () => {
    const en = renderInApp(<TaskCard task={task} language="en" basePath="/dao" />, { path: '/en/dao/' });
    expect(screen.getByText('#Keycaps')).toBeTruthy();
    expect(screen.queryByText('#键帽')).toBeNull();
    expect(screen.getByText('#灯效')).toBeTruthy();
    en.unmount();
    renderInApp(<TaskCard task={task} language="cn" basePath="/dao" />, { path: '/cn/dao/' });
    expect(screen.getByText('#键帽')).toBeTruthy();
    expect(screen.queryByText('#Keycaps')).toBeNull();
  });
});
