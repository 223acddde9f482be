import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderInApp } from '@/test/render';
import { ChatPanel } from './chat-panel';

afterEach(() => vi.unstubAllGlobals());

const encoder = new TextEncoder();
const sse = (event: string, data: unknown) =>
  encoder.encode(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);

/** A fetch answering /api/chat with `stream` and the chat features with no server speech. */
function stubFetch(chat: (init: RequestInit) => Response) {
  const fetch = vi.fn(async (url: string, init: RequestInit = {}) => {
    if (url.startsWith('/api/chat/features')) return Response.json({ speech: false });
    if (url === '/api/chat') return chat(init);
    return Response.json({});
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

describe('ChatPanel', () => {
  it('shows the answer as it streams, with its sources as links, and sends the conversation', async () => {
    let push: (bytes: Uint8Array) => void = () => {};
    let end: () => void = () => {};
    const fetch = stubFetch(
      () =>
        new Response(
          new ReadableStream<Uint8Array>({
            start(controller) {
              push = (bytes) => controller.enqueue(bytes);
              end = () => controller.close();
            },
          }),
          { headers: { 'content-type': 'text/event-stream' } },
        ),
    );
    renderInApp(<ChatPanel variant="page" />, { path: '/en/chat/' });
    fireEvent.change(screen.getByLabelText('Your question'), {
      target: { value: 'Ports of the CYBERCHARGE 40W?' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Looking through our pages…')).toBeTruthy();

    push(sse('delta', { text: 'It has two ' }));
    expect(await screen.findByText('It has two')).toBeTruthy();
    push(sse('delta', { text: 'USB-C ports.' }));
    push(sse('citations', { citations: [{ title: 'CYBERCHARGE 40W', url: '/en/cybercharge/' }] }));
    push(sse('done', { answerer: 'builtin', unknown: false }));
    end();
    expect(await screen.findByText('It has two USB-C ports.')).toBeTruthy();
    const source = await screen.findByRole('link', { name: 'CYBERCHARGE 40W' });
    expect(source.getAttribute('href')).toBe('/en/cybercharge/');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Copy the answer' })).toBeTruthy());
    expect(screen.getByRole('button', { name: 'Ask again' })).toBeTruthy();

    const [, init] = fetch.mock.calls.find(([url]) => url === '/api/chat')!;
    expect(JSON.parse(String(init!.body))).toEqual({
      messages: [{ role: 'user', content: 'Ports of the CYBERCHARGE 40W?' }],
      language: 'en',
    });
    // no recogniser in this browser and no transcription on the server: no speech button
    expect(screen.queryByRole('button', { name: 'Speak your question' })).toBeNull();
  });

  it('stops an answer and closes its stream', async () => {
    let signal: AbortSignal | undefined;
    stubFetch((init) => {
      signal = init.signal ?? undefined;
      return new Response(
        new ReadableStream<Uint8Array>({
          start(controller) {
            controller.enqueue(sse('delta', { text: 'Half an ' }));
            signal?.addEventListener('abort', () =>
              controller.error(new DOMException('aborted', 'AbortError')),
            );
          },
        }),
      );
    });
    renderInApp(<ChatPanel variant="box" />, { path: '/en/' });
    fireEvent.change(screen.getByLabelText('Your question'), { target: { value: 'Tell me everything' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Half an')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Stop' }));
    expect(await screen.findByText('Stopped.')).toBeTruthy();
    expect(signal?.aborted).toBe(true);
    expect(screen.getByRole('button', { name: 'Send' })).toBeTruthy();
  });

  it('shows the translated refusal of the rate limit in Chinese', async () => {
    stubFetch(() =>
      Response.json({ code: 'too_many_requests', message: 'Too many requests' }, { status: 429 }),
    );
    renderInApp(<ChatPanel variant="page" />, { path: '/cn/chat/' });
    fireEvent.change(screen.getByLabelText('你的问题'), { target: { value: '你好' } });
    fireEvent.click(screen.getByRole('button', { name: '发送' }));
    expect((await screen.findByRole('alert')).textContent).toBe('请求过于频繁，请稍后再试');
  });

  it('says when the visitor may ask again, from Retry-After, in Chinese and English', async () => {
    stubFetch(() =>
      Response.json(
        { code: 'too_many_requests', message: 'Too many requests', retry_after: 42 },
        { status: 429, headers: { 'retry-after': '42' } },
      ),
    );
    const cn = renderInApp(<ChatPanel variant="page" />, { path: '/cn/chat/' });
    fireEvent.change(screen.getByLabelText('你的问题'), { target: { value: '你好' } });
    fireEvent.click(screen.getByRole('button', { name: '发送' }));
    expect((await screen.findByRole('alert')).textContent).toBe('请求过于频繁，请在 42 秒后再问。');
    cn.unmount();
    stubFetch(() =>
      Response.json(
        { code: 'too_many_requests', message: 'Too many requests' },
        { status: 429, headers: { 'retry-after': '17' } },
      ),
    );
    renderInApp(<ChatPanel variant="page" />, { path: '/en/chat/' });
    fireEvent.change(screen.getByLabelText('Your question'), { target: { value: 'hello' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Too many questions for now: please ask again in 17 seconds.',
    );
  });
});
