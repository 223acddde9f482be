// The site search (issue 35, decision 063): the index kept current (pages at start when their copy
// changed, tasks from the tasks module's write path) and the grouped, ranked query.
import { sql } from 'drizzle-orm';
import type { SearchLanguage, SearchResponse, SearchResult } from '@miao/contracts/search';
import type { Db, DbOrTx } from '../../db/client';
import { inTransaction, rowsOf } from '../../db/sql';
import { plainText } from '../../platform/sanitize';
import { pageDocuments, queryOf, taskDocument, type SearchDocument } from './documents';

/** Held while the pages are written, so two processes starting together write them once. */
const PAGES_LOCK = 63_001;

/** Writes the documents in one statement (a fresh database's pages at once). */
async function upsert(db: DbOrTx, docs: SearchDocument[], updatedAt?: Date): Promise<void> {
  if (docs.length === 0) return;
  const rows = docs.map(
    (doc) => sql`(${doc.kind}, ${doc.ref}, ${doc.lang}, ${doc.title}, ${doc.url}, ${doc.snippet},
      ${doc.vector()}::tsvector, ${doc.hash}, ${updatedAt ?? sql`now()`})`,
  );
  await db.execute(sql`
    insert into search_documents (kind, ref, lang, title, url, snippet, tsv, content_hash, updated_at)
    values ${sql.join(rows, sql`, `)}
    on conflict (kind, ref, lang) do update set title = excluded.title, url = excluded.url,
      snippet = excluded.snippet, tsv = excluded.tsv, content_hash = excluded.content_hash,
      updated_at = excluded.updated_at`);
}

/**
 * Writes the pages whose copy changed since the last start and drops pages that are gone. Cheap
 * when nothing changed (one read of the hashes); idempotent; one process at a time.
 */
export async function syncPages(db: DbOrTx): Promise<{ written: number; removed: number }> {
  const documents = pageDocuments();
  return inTransaction(db, async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${PAGES_LOCK})`);
    const stored = rowsOf<{ kind: string; ref: string; lang: string; content_hash: string }>(
      await tx.execute(sql`select kind, ref, lang, content_hash from search_documents where kind <> 'task'`),
    );
    const key = (d: { kind: string; ref: string; lang: string }) => `${d.kind}|${d.ref}|${d.lang}`;
    const hashes = new Map(stored.map((row) => [key(row), row.content_hash]));
    const changed = documents.filter((doc) => hashes.get(key(doc)) !== doc.hash);
    // in slices: a statement's parameters are limited (65535)
    for (let i = 0; i < changed.length; i += 200) await upsert(tx, changed.slice(i, i + 200));
    const written = changed.length;
    const current = new Set(documents.map(key));
    const gone = stored.filter((row) => !current.has(key(row)));
    for (const row of gone) {
      await tx.execute(
        sql`delete from search_documents where kind = ${row.kind} and ref = ${row.ref} and lang = ${row.lang}`,
      );
    }
    return { written, removed: gone.length };
  });
}

/** What a visitor sees of the board (db/task-visibility.ts): live, published, public. */
const PUBLIC_TASK = sql`t.deleted_at is null and t.published and t.public_permission = 'public'`;

/**
 * Indexes the task as it now is, in the caller's transaction: a public published task is written
 * (its old words replaced), any other (a draft, a restricted or deleted task) is removed.
 */
export async function indexTask(tx: DbOrTx, taskId: number): Promise<void> {
  const [task] = rowsOf<{ id: number; title: string; content: string; language: string; updated_at: string }>(
    await tx.execute(sql`select t.id, t.title, t.content, t.language, t.updated_at from tasks t
      where t.id = ${taskId} and ${PUBLIC_TASK}`),
  );
  await tx.execute(sql`delete from search_documents where kind = 'task' and ref = ${String(taskId)}`);
  if (!task) return;
  const doc = taskDocument({
    id: task.id,
    title: task.title,
    text: plainText(task.content),
    language: task.language,
  });
  await upsert(tx, [doc], new Date(task.updated_at));
}

/**
 * Brings the task rows in line with the tasks (at start: the demo seed's tasks, and any change
 * written by a path that does not index). A row carries its task's updated_at.
 */
export async function reconcileTasks(db: Db): Promise<number> {
  const stale = rowsOf<{ id: number }>(
    await db.execute(sql`
      select t.id from tasks t
      left join search_documents d on d.kind = 'task' and d.ref = t.id::text
      where (${PUBLIC_TASK} and (d.id is null or d.updated_at is distinct from t.updated_at))
        or (not (${PUBLIC_TASK}) and d.id is not null)
      union
      select d.ref::int from search_documents d
      where d.kind = 'task' and not exists (select 1 from tasks t where t.id::text = d.ref)`),
  );
  for (const { id } of stale) await inTransaction(db, (tx) => indexTask(tx, Number(id)));
  return stale.length;
}

/**
 * ts_rank's weights for D, C, B, A: a word in the title far above the same word in the copy (the
 * page named "Glacier keycap set" before a page that mentions keycaps), the rank divided by the
 * log of the page's length (normalization 1) so a long page does not win by its length alone.
 */
const TITLE_FIRST = sql.raw(`'{0.05, 0.05, 0.1, 1.0}'::float4[]`);

const GROUPS = { product: 'products', manual: 'manuals', info: 'info', task: 'tasks' } as const;

/** The best `limit` documents of each kind for `q`, ranked by ts_rank (title words weigh most). */
export async function search(
  db: DbOrTx,
  q: string,
  lang: SearchLanguage,
  limit: number,
): Promise<SearchResponse> {
  const answer: SearchResponse = { q, lang, products: [], manuals: [], info: [], tasks: [] };
  const query = queryOf(q, lang);
  if (!query) return answer;
  const rows = rowsOf<SearchResult>(
    await db.execute(sql`
      select kind, title, url, snippet from (
        select d.kind, d.title, d.url, d.snippet,
          row_number() over (partition by d.kind order by ts_rank(${TITLE_FIRST}, d.tsv, q.query, 1) desc, d.id) as n
        from search_documents d, (select ${query}::tsquery as query) q
        where d.lang = ${lang} and d.tsv @@ q.query
      ) ranked
      where n <= ${limit}
      order by kind, n`),
  );
  for (const row of rows) answer[GROUPS[row.kind]].push(row);
  return answer;
}
