import type { ChatRequest, ChatStreamEvent } from '@miao/contracts/chat';
import { ApiError, authorizationHeader, translateServerMessage } from '@/lib/api-client';

/** Reads `event:` / `data:` blocks from a server-sent event stream as they arrive. */
async function* readEvents(body: ReadableStream<Uint8Array>): AsyncGenerator<ChatStreamEvent> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return;
      buffer += decoder.decode(value, { stream: true });
      let end: number;
      while ((end = buffer.indexOf('\n\n')) >= 0) {
        const block = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        const event = /^event: (.*)$/m.exec(block)?.[1];
        const data = /^data: (.*)$/m.exec(block)?.[1];
        if (event && data) yield { event, data: JSON.parse(data) } as ChatStreamEvent;
      }
    }
  } finally {
    reader.releaseLock();
  }
}

/**
 * POST /api/chat: the answer's events as they arrive. A refusal before the stream (rate limit,
 * invalid question) throws an ApiError with the translated message (spec 7); aborting `signal`
 * closes the connection, which stops the answer on the server.
 */
export async function* streamChat(input: ChatRequest, signal: AbortSignal): AsyncGenerator<ChatStreamEvent> {
  const response = await fetch('/api/chat', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'text/event-stream', ...authorizationHeader() },
    body: JSON.stringify(input),
    signal,
    credentials: 'same-origin',
  });
  if (!response.ok || !response.body) {
    const body = (await response.json().catch(() => undefined)) as
      { code?: string; message?: string; retry_after?: number } | undefined;
    // the wait of a rate-limit refusal is in its Retry-After header too
    const retryAfter = Number(response.headers.get('retry-after'));
    if (body && body.retry_after === undefined && retryAfter > 0) body.retry_after = retryAfter;
    const message = body?.message ?? 'Something went wrong, please try again later';
    throw new ApiError(
      response.status,
      body?.code ?? 'internal_error',
      message,
      translateServerMessage(message),
      body,
    );
  }
  yield* readEvents(response.body);
}
