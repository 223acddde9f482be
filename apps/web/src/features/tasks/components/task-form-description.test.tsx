import type { Editor } from '@tiptap/react';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderInApp } from '@/test/render';
import { emptyTaskForm, type TaskFormValues } from '@/features/tasks/utils/task-form';
import { TaskForm } from './task-form';
import { withMentioned } from './task-form-description';

function renderForm(path = '/en/task-create/', initial?: Partial<TaskFormValues>) {
  const language = path.startsWith('/cn') ? 'cn' : 'en';
  renderInApp(
    <TaskForm
      mode="create"
      initial={{ ...emptyTaskForm(language, Date.now()), ...initial }}
      categories={[]}
      tags={[]}
      chains={[{ id: 1, coin_name: 'MIAO COIN' }]}
      balanceOf={() => 845}
      language={language}
      canMention
      onSaved={() => {}}
      onCancel={() => {}}
    />,
    { path, signedIn: true },
  );
}

/** The TipTap editor behind an editable area (TipTap keeps it on the element). */
function editorOf(area: HTMLElement): Editor {
  return (area as HTMLElement & { editor: Editor }).editor;
}

let posted: unknown[] = [];
beforeEach(() => {
  posted = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      if (url.startsWith('/api/tasks') && init?.method === 'POST') {
        posted.push(JSON.parse(String(init.body)));
        return Response.json({ code: 'validation_error', message: 'Invalid input' }, { status: 422 });
      }
      return Response.json([]);
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

describe('the task description (rich editor, issue 18)', () => {
  it("is the comments' editor with list buttons, loaded after the form and described by its hint", async () => {
    renderForm();
    const area = await screen.findByRole('textbox', { name: 'Description' }, { timeout: 5000 });
    expect(area.getAttribute('contenteditable')).toBe('true');
    for (const name of ['Bold', 'Italic', 'Link', 'Bulleted list', 'Numbered list']) {
      expect(screen.getByRole('button', { name })).toBeTruthy();
    }
    expect(screen.getByLabelText('Upload image')).toBeTruthy();
    // a field of the form: no send button of its own
    expect(screen.queryByRole('button', { name: 'Send' })).toBeNull();
    const hint = document.getElementById(area.getAttribute('aria-describedby')!);
    expect(hint?.textContent).toContain('Type @ to mention a member');
  });

  it('sends the formatted HTML: bold text and a bulleted list', async () => {
    renderForm();
    const area = await screen.findByRole('textbox', { name: 'Description' }, { timeout: 5000 });
    fireEvent.change(screen.getByLabelText('Title'), { target: { value: 'Desk contest' } });
    fireEvent.change(screen.getByLabelText('Reward amount (MIAO COIN)'), { target: { value: '30' } });
    act(() => {
      editorOf(area).commands.setContent('<p>Rules</p><p>One photo</p>', { emitUpdate: true });
      editorOf(area).chain().setTextSelection({ from: 1, to: 6 }).toggleBold().run();
      editorOf(area).chain().setTextSelection(10).toggleBulletList().run();
    });
    expect(screen.getByRole('button', { name: 'Bulleted list' }).getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: 'Publish task' }));
    await waitFor(() => expect(posted).toHaveLength(1));
    expect(posted[0]).toMatchObject({
      title: 'Desk contest',
      // TipTap keeps an empty paragraph after a closing list, to type on below it
      content: '<p><strong>Rules</strong></p><ul><li><p>One photo</p></li></ul><p></p>',
    });
  });

  it('refuses a description over the limit before sending, and marks the editor', async () => {
    renderForm('/en/task-create/', { title: 'Long', reward: '5', content: `<p>${'a'.repeat(20_000)}</p>` });
    const area = await screen.findByRole('textbox', { name: 'Description' }, { timeout: 5000 });
    fireEvent.click(screen.getByRole('button', { name: 'Publish task' }));
    expect(
      screen.getByText('The description can have at most 20000 characters, formatting included.'),
    ).toBeTruthy();
    await waitFor(() => expect(area.getAttribute('aria-invalid')).toBe('true'));
    expect(posted).toEqual([]);
  });

  it('speaks Chinese on cn pages', async () => {
    renderForm('/cn/task-create/');
    expect(await screen.findByRole('textbox', { name: '任务说明' }, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByRole('button', { name: '项目符号列表' })).toBeTruthy();
    expect(screen.getByRole('button', { name: '编号列表' })).toBeTruthy();
  });

  it('adds members mentioned with "@" to the mentioned list once', () => {
    const bob = { id: 7, nickname: 'Bob', avatar: 'a.png' };
    expect(withMentioned([bob], [{ id: 7, label: 'Bob' }])).toEqual([bob]);
    expect(withMentioned([bob], [{ id: 9, label: 'Cai' }])).toEqual([
      bob,
      { id: 9, nickname: 'Cai', avatar: '' },
    ]);
  });
});
