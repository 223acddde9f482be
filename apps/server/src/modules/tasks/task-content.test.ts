// The task description is rich text from the same editor as comments (issue 18): the server alone
// decides what HTML is stored, with the comments' allowlist, on create, edit and batch create.
import { TASK_CONTENT_MAX } from '@miao/contracts/limits';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app';
import { buildUser } from '../../test/factories';
import { checkLedger } from '../coin/check';
import { fund } from '../coin/test-helpers';
import { boardState, client, taskBody, uploadImage } from './test-helpers';

/** What the editor sends for bold, italic, lists, a link, code and an "@" mention. */
const EDITOR_HTML =
  '<p>Post your <strong>desk</strong> and <em>keyboard</em>, see <a href="https://example.com/rules">the rules</a>.</p>' +
  '<ul><li><p>One photo</p></li><li><p>Tag <code>#desk</code></p></li></ul>' +
  '<ol><li><p>Upload</p></li><li><p>Wait for the poll</p></li></ol>' +
  '<p>Ask <span data-type="mention" data-id="7" data-label="Bob">@Bob</span> for help.</p>';

const KEPT_HTML =
  '<p>Post your <strong>desk</strong> and <em>keyboard</em>, see <a href="https://example.com/rules" target="_blank" rel="noopener nofollow">the rules</a>.</p>' +
  '<ul><li><p>One photo</p></li><li><p>Tag <code>#desk</code></p></li></ul>' +
  '<ol><li><p>Upload</p></li><li><p>Wait for the poll</p></li></ol>' +
  '<p>Ask @Bob for help.</p>';

/** Each way into a page a description could try; none may survive. */
const ATTACK =
  '<p onclick="steal()" style="position:fixed;inset:0">Hello<script>alert(1)</script></p>' +
  '<style>body{display:none}</style>' +
  '<iframe src="https://evil.example.com/frame"></iframe>' +
  '<p><strong onmouseover="steal()">bold</strong> <a href="javascript:alert(1)" onclick="x()">link</a></p>' +
  '<svg onload="alert(1)"><circle r="1"/></svg><img src="x" onerror="alert(1)">' +
  '<form action="https://evil.example.com"><input name="q"></form><object data="x.swf"></object>';

const CLEAN = '<p>Hello</p><p><strong>bold</strong> <a target="_blank" rel="noopener nofollow">link</a></p>';

function expectNothingActive(html: string) {
  for (const bad of [
    /<script/i,
    /<style/i,
    /<iframe/i,
    /<svg/i,
    /<form/i,
    /<object/i,
    /\son\w+=/i,
    /style=/i,
  ]) {
    expect(html).not.toMatch(bad);
  }
  expect(html).not.toContain('javascript:');
  expect(html).not.toContain('alert(1)');
}

describe('task description (rich text)', () => {
  let t: TestApp;
  let api: ReturnType<typeof client>;
  beforeAll(async () => {
    t = await createTestApp();
    api = client(t);
  });
  afterAll(async () => {
    expect(await checkLedger(t.db)).toEqual([]);
    await t.close();
  });

  const member = async () => {
    const user = await buildUser(t.db);
    await fund(t.db, user.id, 1000);
    return user;
  };

  it('strips script, handlers, style and iframes on create', async () => {
    const user = await member();
    const res = await api.post('/api/tasks', user.id, taskBody({ content: ATTACK }));
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().content).toBe(CLEAN);
    expectNothingActive(res.json().content);
    const detail = await api.get(`/api/tasks/${res.json().id}`, user.id);
    expect(detail.json().content).toBe(CLEAN);
  });

  it('strips the same payload on update', async () => {
    const user = await member();
    const created = await api.post('/api/tasks', user.id, taskBody());
    const res = await api.patch(`/api/tasks/${created.json().id}`, user.id, { content: ATTACK });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().content).toBe(CLEAN);
    const detail = await api.get(`/api/tasks/${created.json().id}`, user.id);
    expect(detail.json().content).toBe(CLEAN);
  });

  it("keeps the editor's formatting: bold, italic, lists, links, code; a mention stays as its text", async () => {
    const user = await member();
    const res = await api.post('/api/tasks', user.id, taskBody({ content: EDITOR_HTML }));
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().content).toBe(KEPT_HTML);
    const edited = await api.patch(`/api/tasks/${res.json().id}`, user.id, {
      content: '<p><em>Now</em> in <strong>bold</strong></p><ul><li><p>a</p></li></ul>',
    });
    expect(edited.json().content).toBe(
      '<p><em>Now</em> in <strong>bold</strong></p><ul><li><p>a</p></li></ul>',
    );
  });

  it('keeps images and videos from our uploads only', async () => {
    const user = await member();
    const image = await uploadImage(t, user.id);
    const res = await api.post(
      '/api/tasks',
      user.id,
      taskBody({
        content: `<p>a</p><img src="${image}" alt="desk"><img src="https://evil.example.com/t.gif">`,
      }),
    );
    expect(res.json().content).toBe(`<p>a</p><img src="${image}" alt="desk" />`);
  });

  it('takes plain text without tags as escaped paragraphs, on create and update', async () => {
    const user = await member();
    const res = await api.post(
      '/api/tasks',
      user.id,
      taskBody({ content: 'First line\nsecond line\n\nPrice < 5 & "quoted"' }),
    );
    expect(res.json().content).toBe('<p>First line<br />second line</p><p>Price &lt; 5 &amp; "quoted"</p>');
    const edited = await api.patch(`/api/tasks/${res.json().id}`, user.id, { content: 'Just text' });
    expect(edited.json().content).toBe('<p>Just text</p>');
    const emptied = await api.patch(`/api/tasks/${res.json().id}`, user.id, { content: '' });
    expect(emptied.json().content).toBe('');
  });

  it('counts the limit in characters as sent (an emoji is one), refusing one more with validation_error', async () => {
    const user = await member();
    // '<p>' + '</p>' are 7 characters; the rest are emoji of two UTF-16 units each
    const atLimit = `<p>${'😀'.repeat(TASK_CONTENT_MAX - 7)}</p>`;
    expect(atLimit.length).toBeGreaterThan(TASK_CONTENT_MAX);
    const created = await api.post('/api/tasks', user.id, taskBody({ content: atLimit }));
    expect(created.statusCode, created.body).toBe(201);
    expect([...created.json().content].length).toBe(TASK_CONTENT_MAX);

    const other = await member();
    const before = await boardState(t.db);
    const overs = [
      `<p>${'😀'.repeat(TASK_CONTENT_MAX - 6)}</p>`,
      `<p>${'a'.repeat(TASK_CONTENT_MAX * 2)}</p>`,
    ];
    for (const content of overs) {
      const res = await api.post('/api/tasks', other.id, taskBody({ content }));
      expect(res.statusCode).toBe(422);
      expect(res.json()).toMatchObject({ code: 'validation_error', fields: ['content'] });
      const edit = await api.patch(`/api/tasks/${created.json().id}`, user.id, { content });
      expect(edit.statusCode).toBe(422);
      expect(edit.json()).toMatchObject({ code: 'validation_error', fields: ['content'] });
    }
    expect(await boardState(t.db)).toEqual(before);
  });

  it('sanitizes every row of a staff batch create the same way', async () => {
    const staff = await buildUser(t.db, { staff: true });
    await fund(t.db, staff.id, 1000);
    const res = await api.post('/api/tasks/batch-create', staff.id, {
      tasks: [taskBody({ content: ATTACK }), taskBody({ title: 'Plain', content: 'a\n\nb' })],
    });
    expect(res.statusCode, res.body).toBe(201);
    const contents = (res.json().results as { content: string }[]).map((task) => task.content);
    expect(contents).toEqual([CLEAN, '<p>a</p><p>b</p>']);
  });
});
