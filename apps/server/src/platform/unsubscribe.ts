// The unsubscribe link of our mails (task comment mails, the newsletter). Following the link only
// asks: mail scanners and link previews fetch every link of a message, and must not end anyone's
// subscription. The page's button, or a mail client's one-click unsubscribe (RFC 8058: a POST to the
// List-Unsubscribe address with `List-Unsubscribe=One-Click`), ends it.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { escapeHtml } from './sanitize';

/** Both languages of a phrase; the pages answer in both (the link says nothing of the reader's). */
export interface Bilingual {
  en: string;
  cn: string;
}

export interface UnsubscribeFlow {
  path: string;
  tags: string[];
  /** What the token's link ends ("the MIAO newsletter"), or undefined for a link that is not valid. */
  find(token: string): Promise<Bilingual | undefined>;
  /** Ends it (again: no change) and answers what it was, or undefined for a link that is not valid. */
  leave(token: string): Promise<Bilingual | undefined>;
}

const query = z.object({ token: z.string().trim().max(200).default('') });

/** The three pages of a mailed link that acts on a POST: asking, done, and not valid. */
export interface LinkPages<T> {
  ask(what: T, action: string): string;
  done(what: T): string;
  invalid(): string;
}

/**
 * A link from a mail that changes something (unsubscribe, confirm a subscription): GET answers a page
 * asking, and changes nothing (mail scanners and link previews fetch every link); POST to the same
 * address, the page's button, acts. `find` and `act` answer undefined for a link that is not valid.
 */
export async function mailLinkRoutes<T>(
  fastify: FastifyInstance,
  flow: {
    path: string;
    tags: string[];
    summaries: { get: string; post: string };
    find(token: string): Promise<T | undefined>;
    act(token: string): Promise<T | undefined>;
    pages: LinkPages<T>;
  },
): Promise<void> {
  await fastify.register(async (scope) => {
    const app = scope.withTypeProvider<ZodTypeProvider>();
    // Only here: the rest of the API takes JSON, which a cross-site form cannot send.
    app.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string' },
      (_req, _body, done) => done(null, undefined),
    );
    const html = { 200: z.string().describe('text/html'), 404: z.string().describe('text/html') };
    const schema = (summary: string) => ({
      tags: flow.tags,
      summary,
      querystring: query,
      produces: ['text/html'],
      response: html,
    });

    app.get(flow.path, { schema: schema(flow.summaries.get) }, async (request, reply) => {
      const what = await flow.find(request.query.token);
      const action = `${flow.path}?token=${encodeURIComponent(request.query.token)}`;
      return reply
        .status(what ? 200 : 404)
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-store')
        .send(what ? flow.pages.ask(what, action) : flow.pages.invalid());
    });

    app.post(flow.path, { schema: schema(flow.summaries.post) }, async (request, reply) => {
      const what = await flow.act(request.query.token);
      return reply
        .status(what ? 200 : 404)
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-store')
        .send(what ? flow.pages.done(what) : flow.pages.invalid());
    });
  });
}

/** GET asks, POST (the page's button, or one-click from the mail client) unsubscribes. */
export async function unsubscribeRoutes(fastify: FastifyInstance, flow: UnsubscribeFlow): Promise<void> {
  await mailLinkRoutes(fastify, {
    path: flow.path,
    tags: flow.tags,
    summaries: {
      get: 'The unsubscribe link of a mail: a page asking to confirm (changes nothing by itself)',
      post: 'Unsubscribe (the confirm button, or RFC 8058 one-click from the mail client)',
    },
    find: flow.find,
    act: flow.leave,
    pages: { ask: confirmPage, done: donePage, invalid: invalidPage },
  });
}

function confirmPage(what: Bilingual, action: string): string {
  return bilingualPage(
    'Unsubscribe? · 确认退订',
    { en: `Stop receiving ${what.en}?`, cn: `不再接收${what.cn}？` },
    postButton(action, 'Unsubscribe · 退订'),
  );
}

/** The page's one button: a form POST to `action` (the same address the link had). */
export function postButton(action: string, label: string): string {
  return `<form method="post" action="${escapeHtml(action)}"><button type="submit" style="font:inherit;padding:.6rem 1.4rem;border:0;border-radius:999px;background:#3cf0ff;color:#0b0b0f;cursor:pointer">${escapeHtml(label)}</button></form>`;
}

function donePage(what: Bilingual): string {
  return bilingualPage('Unsubscribed · 已退订', {
    en: `You have been unsubscribed: you will no longer receive ${what.en}.`,
    cn: `您已退订，将不再收到${what.cn}。`,
  });
}

function invalidPage(): string {
  return bilingualPage('Link not valid · 链接无效', {
    en: 'This unsubscribe link is not valid.',
    cn: '这个退订链接无效。',
  });
}

/** A small page in both languages; `extra` is trusted markup (a form). */
export function bilingualPage(title: string, text: Bilingual, extra = ''): string {
  return (
    `<!doctype html><html lang="en"><head><meta charset="utf-8">` +
    `<meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex">` +
    `<title>${escapeHtml(title)}</title></head>` +
    `<body style="font-family:system-ui,sans-serif;background:#0b0b0f;color:#f2f2f5;max-width:40rem;margin:4rem auto;padding:0 1rem">` +
    `<h1>${escapeHtml(title)}</h1><p>${escapeHtml(text.en)}</p><p lang="zh-CN">${escapeHtml(text.cn)}</p>` +
    `${extra}<p><a style="color:#3cf0ff" href="/">MIAO</a></p></body></html>`
  );
}
