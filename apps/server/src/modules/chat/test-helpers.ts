import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { ChatStreamEvent } from '@miao/contracts/chat';

/** The events of a `text/event-stream` body, in order. */
export function parseEvents(body: string): ChatStreamEvent[] {
  return body
    .split('\n\n')
    .filter((block) => block.trim())
    .map((block) => {
      const event = /^event: (.*)$/m.exec(block)?.[1];
      const data = /^data: (.*)$/m.exec(block)?.[1];
      return { event, data: JSON.parse(data ?? 'null') } as ChatStreamEvent;
    });
}

export function answerText(events: ChatStreamEvent[]): string {
  return events.map((e) => (e.event === 'delta' ? e.data.text : '')).join('');
}

export function citationsOf(events: ChatStreamEvent[]) {
  const found = events.find((e) => e.event === 'citations');
  return found?.event === 'citations' ? found.data.citations : [];
}

export function doneOf(events: ChatStreamEvent[]) {
  const found = events.find((e) => e.event === 'done');
  return found?.event === 'done' ? found.data : undefined;
}

export interface FakeServer {
  url: string;
  /** Every request it received, with its body. */
  requests: Array<{ url: string; headers: IncomingMessage['headers']; body: Buffer }>;
  close(): Promise<void>;
}

/** A local HTTP server answering with `handle` (the request body already read). */
export async function fakeServer(
  handle: (request: IncomingMessage, response: ServerResponse, body: Buffer) => void | Promise<void>,
): Promise<FakeServer> {
  const requests: FakeServer['requests'] = [];
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const body = Buffer.concat(chunks);
      requests.push({ url: request.url ?? '', headers: request.headers, body });
      void handle(request, response, body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/v1`,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** One OpenAI-style streamed chunk. */
export function completionChunk(content: string): string {
  return `data: ${JSON.stringify({ id: 'c1', object: 'chat.completion.chunk', choices: [{ index: 0, delta: { content } }] })}\n\n`;
}
