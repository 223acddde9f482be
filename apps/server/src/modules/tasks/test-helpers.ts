import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import type { DbOrTx } from '../../db/client';
import { rowsOf } from '../../db/sql';
import { authHeader, type TestApp } from '../../test/app';
import { ledgerState } from '../coin/test-helpers';

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';

/** app.inject with an optional signed-in user. */
export function client(t: TestApp) {
  const call = async (method: Method, url: string, userId?: number, payload?: unknown) =>
    t.app.inject({
      method,
      url,
      headers: userId === undefined ? {} : await authHeader(t.config, userId),
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  return {
    get: (url: string, userId?: number) => call('GET', url, userId),
    post: (url: string, userId: number | undefined, payload?: unknown) =>
      call('POST', url, userId, payload ?? {}),
    patch: (url: string, userId: number | undefined, payload: unknown) => call('PATCH', url, userId, payload),
    del: (url: string, userId?: number) => call('DELETE', url, userId),
  };
}

export const hoursFromNow = (hours: number) => new Date(Date.now() + hours * 60 * 60 * 1000).toISOString();

/** A valid create body: open from an hour ago for a week, reward 10. */
export function taskBody(overrides: Record<string, unknown> = {}) {
  return {
    title: 'Design a keycap',
    content: '<p>Show us your <strong>best</strong> keycap.</p>',
    max_reward_number: 10,
    start_at: hoursFromNow(-1),
    end_at: hoursFromNow(24 * 7),
    language: 'en',
    ...overrides,
  };
}

/** Uploads a small PNG through the signed upload (as the web does) and answers its address. */
export async function uploadImage(
  t: TestApp,
  userId: number,
  kind: 'image' | 'avatar' = 'image',
): Promise<string> {
  const headers = await authHeader(t.config, userId);
  const signature = await t.app.inject({
    method: 'POST',
    url: '/api/upload/signature',
    headers,
    payload: { file_prefix: 'task', file_type: kind, file_name: 'cover.png' },
  });
  if (signature.statusCode !== 200) throw new Error(signature.body);
  const s = signature.json();
  const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#3cf0ff' } })
    .png()
    .toBuffer();
  const form = new FormData();
  for (const [k, v] of Object.entries(s.fields as Record<string, string>)) form.append(k, v);
  form.append('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'cover.png');
  const body = new Response(form);
  const upload = await t.app.inject({
    method: 'POST',
    url: new URL(s.host, t.config.publicUrl).pathname,
    payload: Buffer.from(await body.arrayBuffer()),
    headers: { 'content-type': body.headers.get('content-type')! },
  });
  if (upload.statusCode !== 200) throw new Error(upload.body);
  return upload.json().url as string;
}

/** Row counts of every task table plus the ledger: what a refused request must leave unchanged. */
export async function boardState(db: DbOrTx) {
  const [counts] = rowsOf<Record<string, string>>(
    await db.execute(sql`select
      (select count(*) from tasks)::text as tasks,
      (select count(*) from task_medias)::text as medias,
      (select count(*) from task_tags)::text as tags,
      (select count(*) from task_mentions)::text as mentions,
      (select count(*) from vote_options)::text as options,
      (select coalesce(sum(vote_num), 0) from vote_options)::text as vote_nums,
      (select count(*) from votes)::text as votes,
      (select count(*) from vote_ballots)::text as ballots,
      (select count(*) from task_subscriptions)::text as subscriptions,
      (select coalesce(string_agg(id || ':' || status || ':' || user_id || ':' || max_reward_number || ':' || coalesce(deleted_at::text, '-'), ',' order by id), '') from tasks) as task_rows`),
  );
  return { ...counts!, ledger: await ledgerState(db) };
}

/** Makes the user's tasks look older, as if time had passed (the hourly rule). */
export async function ageTasksOf(db: DbOrTx, userId: number, hours: number) {
  await db.execute(
    sql`update tasks set created_at = created_at - make_interval(hours => ${hours}) where user_id = ${userId}`,
  );
}
