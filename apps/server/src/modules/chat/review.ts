import { sql } from 'drizzle-orm';
import type { ChatCitation } from '@miao/contracts/chat';
import { readRows, type Db } from '../../db/client';

/** The newest answers with the question each one answered, for staff review (AI workspace). */
export async function reviewConversations(db: Db, limit = 100) {
  const rows = await readRows<{
    user_id: number;
    nickname: string;
    question: string | null;
    answer: string;
    answerer: string | null;
    unknown: boolean;
    citations: ChatCitation[];
    created_at: string | Date;
  }>(
    db,
    sql`select a.user_id, u.nickname, q.content as question, a.content as answer, a.answerer, a.unknown,
          a.citations, a.created_at
        from chat_messages a
        join users u on u.id = a.user_id
        left join lateral (
          select content from chat_messages q
          where q.user_id = a.user_id and q.role = 'user' and q.id < a.id
          order by q.id desc limit 1
        ) q on true
        where a.role = 'assistant'
        order by a.id desc
        limit ${limit}`,
  );
  return rows.map((row) => ({
    ...row,
    user_id: Number(row.user_id),
    question: row.question ?? '',
    created_at: new Date(row.created_at).toISOString(),
  }));
}
