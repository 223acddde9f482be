import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderInApp } from '@/test/render';
import { emptyTaskForm } from '@/features/tasks/utils/task-form';
import { TaskForm } from './task-form';

const categories = [{ id: 1, name: '设计', name_en: 'Design', is_public: true }];
const tags = [{ id: 3, name: 'Cosmo Killer', name_en: null, group_id: 1 }];

function renderForm(path = '/en/task-create/') {
  const onSaved = vi.fn();
  const language = path.startsWith('/cn') ? 'cn' : 'en';
  renderInApp(
    <TaskForm
      mode="create"
      initial={emptyTaskForm(language, Date.parse('2026-05-10T12:00:00Z'))}
      categories={categories}
      tags={tags}
      chains={[{ id: 1, coin_name: 'MIAO COIN' }]}
      balanceOf={() => 845}
      language={language}
      canMention
      onSaved={onSaved}
      onCancel={() => {}}
    />,
    { path, signedIn: true },
  );
  return { onSaved };
}

let requests: string[] = [];
beforeEach(() => {
  requests = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      requests.push(url);
      return Response.json([]);
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

describe('TaskForm validation (spec 5)', () => {
  it('refuses a reward that is not a whole number above 0 and an end before the start, before sending', () => {
    renderForm();
    fireEvent.change(screen.getByLabelText('Title'), { target: { value: 'Design a light effect' } });
    fireEvent.change(screen.getByLabelText('Reward amount (MIAO COIN)'), { target: { value: '0' } });
    fireEvent.change(screen.getByLabelText(/^Starts/), { target: { value: '2026-06-01T10:00' } });
    fireEvent.change(screen.getByLabelText(/^Ends/), { target: { value: '2026-05-31T10:00' } });
    fireEvent.click(screen.getByRole('button', { name: 'Publish task' }));
    expect(screen.getByText('The reward must be a whole number greater than 0.')).toBeTruthy();
    expect(screen.getByText('The end must be after the start.')).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toContain('(2)');
    expect(screen.getByLabelText('Reward amount (MIAO COIN)').getAttribute('aria-invalid')).toBe('true');
    expect(requests.filter((u) => u.startsWith('/api/tasks'))).toEqual([]);
  });

  it('keeps the reward digits only', () => {
    renderForm();
    const reward = screen.getByLabelText('Reward amount (MIAO COIN)') as HTMLInputElement;
    fireEvent.change(reward, { target: { value: '1.5e3' } });
    expect(reward.value).toBe('153');
    expect(screen.getByText(/Your balance: 845 MIAO COIN/)).toBeTruthy();
  });

  it('checks option text and lowers max votes when options are removed', () => {
    renderForm();
    fireEvent.click(screen.getByRole('switch', { name: 'Enable voting' }));
    fireEvent.click(screen.getByRole('button', { name: 'Add option' }));
    const texts = screen.getAllByLabelText('Option text') as HTMLInputElement[];
    expect(texts).toHaveLength(3);
    fireEvent.change(texts[0]!, { target: { value: 'Aurora' } });
    fireEvent.change(texts[1]!, { target: { value: 'An option far longer than twenty' } });
    fireEvent.change(texts[2]!, { target: { value: 'Midnight' } });
    const maxNum = screen.getByLabelText('Votes per member') as HTMLSelectElement;
    expect([...maxNum.options].map((o) => o.value)).toEqual(['1', '2', '3']);
    fireEvent.change(maxNum, { target: { value: '3' } });
    fireEvent.click(screen.getByRole('button', { name: 'Publish task' }));
    expect(screen.getByText('Please enter the option text (1 to 20 characters).')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Remove option 3' }));
    expect(maxNum.value).toBe('2');
    expect([...maxNum.options].map((o) => o.value)).toEqual(['1', '2']);
    fireEvent.click(screen.getByRole('button', { name: 'Remove option 2' }));
    expect(maxNum.value).toBe('1');
  });

  it('says it in Chinese on cn pages', () => {
    renderForm('/cn/task-create/');
    fireEvent.click(screen.getByRole('button', { name: '发布任务' }));
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('请修改标红的内容');
    expect(screen.getByText('请输入正确的标题（最多 100 个字）。')).toBeTruthy();
    expect(screen.getByText('奖励必须是大于 0 的整数。')).toBeTruthy();
    const permissions = screen.getByRole('group', { name: '谁可以看到' });
    // spec 2: public, semi-public, non-public and default (decision 060)
    expect(within(permissions).getAllByRole('radio')).toHaveLength(4);
  });
});
