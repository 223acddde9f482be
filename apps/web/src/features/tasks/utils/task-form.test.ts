import { TASK_CONTENT_MAX } from '@miao/contracts/limits';
import { describe, expect, it } from 'vitest';
import {
  addOption,
  changeOption,
  emptyTaskForm,
  maxNumChoices,
  removeOption,
  serverFieldErrors,
  toCreateRequest,
  toUpdateRequest,
  validateTaskForm,
  type TaskFormValues,
} from './task-form';
import { contentHtml } from './content-text';

const NOW = Date.parse('2026-05-10T12:00:00Z');

function valid(over: Partial<TaskFormValues> = {}): TaskFormValues {
  return { ...emptyTaskForm('en', NOW), title: 'Pick a colourway', reward: '50', ...over };
}

function withOptions(texts: string[], over: Partial<TaskFormValues> = {}): TaskFormValues {
  let values = valid({ voteEnable: true, voteOptions: [], ...over });
  for (const text of texts) {
    values = addOption(values);
    values = changeOption(values, values.voteOptions.at(-1)!.key, { content: text });
  }
  return values;
}

describe('task form validation (spec 5)', () => {
  it('accepts a complete task', () => {
    expect(validateTaskForm(valid())).toEqual({});
  });

  it('wants the reward as a whole number greater than 0', () => {
    for (const reward of ['', '0', '-3', '1.5', 'ten', '00']) {
      expect(validateTaskForm(valid({ reward })).reward, reward).toEqual({ key: 'tasks.form.errors.reward' });
    }
    expect(validateTaskForm(valid({ reward: '1' })).reward).toBeUndefined();
  });

  it('wants the end after the start', () => {
    const same = valid({ startAt: '2026-05-10T12:00', endAt: '2026-05-10T12:00' });
    expect(validateTaskForm(same).endAt).toEqual({ key: 'tasks.form.errors.endAfterStart' });
    const before = valid({ startAt: '2026-05-10T12:00', endAt: '2026-05-09T12:00' });
    expect(validateTaskForm(before).endAt).toEqual({ key: 'tasks.form.errors.endAfterStart' });
    expect(validateTaskForm(valid({ endAt: '' })).endAt).toEqual({ key: 'tasks.form.errors.endAt' });
    expect(
      validateTaskForm(valid({ startAt: '2026-05-10T12:00', endAt: '2026-05-10T12:01' })).endAt,
    ).toBeUndefined();
  });

  it('wants a title', () => {
    expect(validateTaskForm(valid({ title: '   ' })).title).toEqual({ key: 'tasks.form.errors.title' });
  });

  it('keeps vote option text to 20 characters and not blank', () => {
    const errors = validateTaskForm(withOptions(['Aurora', 'x'.repeat(21), '  ', 'y'.repeat(20)]));
    expect(errors['voteOptions.0']).toBeUndefined();
    expect(errors['voteOptions.1']).toEqual({ key: 'tasks.form.errors.optionText', values: { max: 20 } });
    expect(errors['voteOptions.2']).toEqual({ key: 'tasks.form.errors.optionText', values: { max: 20 } });
    expect(errors['voteOptions.3']).toBeUndefined();
    expect(validateTaskForm(withOptions([])).voteOptions).toEqual({
      key: 'tasks.form.errors.optionsRequired',
    });
  });

  it('keeps max votes between 1 and the option count', () => {
    expect(maxNumChoices(3)).toEqual([1, 2, 3]);
    expect(validateTaskForm(withOptions(['A', 'B'], { voteMaxNum: 3 })).voteMaxNum).toEqual({
      key: 'tasks.form.errors.maxNum',
      values: { count: 2 },
    });
    expect(validateTaskForm(withOptions(['A', 'B'], { voteMaxNum: 0 })).voteMaxNum).toBeDefined();
    expect(validateTaskForm(withOptions(['A', 'B'], { voteMaxNum: 2 })).voteMaxNum).toBeUndefined();
  });

  it('lowers max votes when options are removed', () => {
    let values = withOptions(['A', 'B', 'C'], { voteMaxNum: 3 });
    values = removeOption(values, values.voteOptions[2]!.key);
    expect(values.voteOptions).toHaveLength(2);
    expect(values.voteMaxNum).toBe(2);
    values = removeOption(values, values.voteOptions[0]!.key);
    expect(values.voteMaxNum).toBe(1);
    values = removeOption(values, values.voteOptions[0]!.key);
    expect(values.voteMaxNum).toBe(1);
  });

  it('never removes or changes a saved option (edit mode)', () => {
    const values = valid({
      voteEnable: true,
      voteMaxNum: 2,
      voteOptions: [
        { key: 'saved-1', id: 1, content: 'Aurora', pic: '' },
        { key: 'saved-2', id: 2, content: 'Ember', pic: '' },
      ],
    });
    expect(removeOption(values, 'saved-1')).toBe(values);
    expect(changeOption(values, 'saved-1', { content: 'Other' }).voteOptions[0]!.content).toBe('Aurora');
  });
});

describe('what the form sends', () => {
  it('sends vote_content only when voting is on (spec 5)', () => {
    const off = toCreateRequest(withOptions(['A', 'B'], { voteEnable: false }));
    expect(off.vote_content).toEqual([]);
    expect(off.vote_conf).toEqual({ enable: false, max_num: 1, show_res: false });
    const on = toCreateRequest(withOptions(['A ', 'B'], { voteMaxNum: 2 }));
    expect(on.vote_content).toEqual([
      { content: 'A', pic: '' },
      { content: 'B', pic: '' },
    ]);
    expect(on.vote_conf).toEqual({ enable: true, max_num: 2, show_res: false });
    expect(on.max_reward_number).toBe(50);
    expect(on.start_at).toMatch(/Z$/);
  });

  it('leaves the fixed coin type and vote settings out of an edit, and the untouched content', () => {
    const body = toUpdateRequest(valid({ content: 'kept' }));
    expect(body).not.toHaveProperty('coin_type_id');
    expect(body).not.toHaveProperty('vote_conf');
    expect(body).not.toHaveProperty('content');
    expect(
      toUpdateRequest(valid({ content: '<p>new <strong>text</strong></p>', contentChanged: true })).content,
    ).toBe('<p>new <strong>text</strong></p>');
  });

  it('places server field refusals under the form fields', () => {
    expect(serverFieldErrors(['end_at', 'vote_content.1.content', 'medias.0'])).toEqual({
      endAt: { key: 'tasks.form.errors.endAfterStart' },
      'voteOptions.1': { key: 'tasks.form.errors.optionText', values: { max: 20 } },
      cover: { key: 'tasks.form.errors.image' },
    });
  });
});

describe('the description', () => {
  it("sends the editor's HTML as it is", () => {
    const html = '<p><strong>Bold</strong></p><ul><li><p>one</p></li></ul>';
    expect(toCreateRequest(valid({ content: html })).content).toBe(html);
    expect(toCreateRequest(valid()).content).toBe('');
  });

  it('refuses more than TASK_CONTENT_MAX characters before sending, an emoji counting one', () => {
    const fits = `<p>${'😀'.repeat(TASK_CONTENT_MAX - 7)}</p>`;
    expect(validateTaskForm(valid({ content: fits })).content).toBeUndefined();
    expect(validateTaskForm(valid({ content: `${fits}x` })).content).toEqual({
      key: 'tasks.form.errors.content',
      values: { max: TASK_CONTENT_MAX },
    });
    expect(serverFieldErrors(['content'])).toEqual({
      content: { key: 'tasks.form.errors.content', values: { max: TASK_CONTENT_MAX } },
    });
  });

  it('shows stored HTML as it is and older plain text as paragraphs', () => {
    const html = '<h2>Rules</h2><p>One &amp; two</p><ul><li>a</li></ul>';
    expect(contentHtml(html)).toBe(html);
    // the sanitiser escaped the text already: it is not escaped twice
    expect(contentHtml('Line one\nline two\n\n\nPrice &lt; 5 &amp; up')).toBe(
      '<p>Line one<br>line two</p><p>Price &lt; 5 &amp; up</p>',
    );
    expect(contentHtml('')).toBe('');
  });
});
