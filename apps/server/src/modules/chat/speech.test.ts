import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SPEECH_MAX_BYTES } from '@miao/contracts/chat';
import { createTestApp, type TestApp } from '../../test/app';
import { fakeServer, type FakeServer } from './test-helpers';

/** A multipart body: text fields first, then the recording under `audio` (or another name). */
function multipart(fields: Record<string, string>, audio: Buffer, name = 'audio', type = 'audio/webm') {
  const boundary = '----miao-speech-test';
  const parts: Buffer[] = [];
  for (const [key, value] of Object.entries(fields)) {
    parts.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${key}"\r\n\r\n${value}\r\n`),
    );
  }
  parts.push(
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${name}"; filename="speech.webm"\r\nContent-Type: ${type}\r\n\r\n`,
    ),
    audio,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  );
  return {
    payload: Buffer.concat(parts),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

const RECORDING = Buffer.from('OggS fake opus frames');

describe('POST /api/speech without a transcription endpoint', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('refuses clearly and says so in the chat features', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/speech', ...multipart({}, RECORDING) });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ code: 'speech_not_configured', message: 'Speech input is not available' });
    expect((await t.app.inject({ method: 'GET', url: '/api/chat/features' })).json()).toEqual({
      speech: false,
    });
  });
});

describe('POST /api/speech with a transcription endpoint', () => {
  let t: TestApp;
  let speech: FakeServer;
  beforeAll(async () => {
    speech = await fakeServer((request, response) => {
      if (request.headers.authorization !== 'Bearer speech-key-123') {
        response.writeHead(401).end();
        return;
      }
      response.writeHead(200, { 'content-type': 'application/json' }).end('{"text":" 充电器有几个接口 "}');
    });
    t = await createTestApp({
      SPEECH_API_URL: speech.url,
      SPEECH_API_KEY: 'speech-key-123',
      SPEECH_MODEL: 'fake-whisper',
    });
  });
  afterAll(async () => {
    await t.close();
    await speech.close();
  });

  it('forwards the recording and answers its text', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/chat/features' })).json()).toEqual({
      speech: true,
    });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/speech',
      ...multipart({ language: 'cn', duration_ms: '3200' }, RECORDING),
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ text: '充电器有几个接口' });
    const [sent] = speech.requests;
    expect(sent!.url).toBe('/v1/audio/transcriptions');
    const body = sent!.body.toString('latin1');
    expect(body).toContain('name="model"\r\n\r\nfake-whisper');
    expect(body).toContain('name="language"\r\n\r\nzh');
    expect(body).toContain('OggS fake opus frames');
  });

  it('refuses a recording that is too long, too large, of another type or under another name', async () => {
    const long = await t.app.inject({
      method: 'POST',
      url: '/api/speech',
      ...multipart({ duration_ms: '61000' }, RECORDING),
    });
    expect(long.statusCode).toBe(422);
    expect(long.json().code).toBe('speech_too_long');

    const large = await t.app.inject({
      method: 'POST',
      url: '/api/speech',
      ...multipart({}, Buffer.alloc(SPEECH_MAX_BYTES + 10, 1)),
    });
    expect(large.statusCode).toBe(413);
    expect(large.json().code).toBe('upload_size_exceeded');

    const image = await t.app.inject({
      method: 'POST',
      url: '/api/speech',
      ...multipart({}, RECORDING, 'audio', 'image/png'),
    });
    expect(image.statusCode).toBe(415);
    const named = await t.app.inject({
      method: 'POST',
      url: '/api/speech',
      ...multipart({}, RECORDING, 'file'),
    });
    expect(named.statusCode).toBe(422);
  });

  it('answers speech_failed when the endpoint fails', async () => {
    await speech.close();
    const res = await t.app.inject({ method: 'POST', url: '/api/speech', ...multipart({}, RECORDING) });
    expect(res.statusCode).toBe(502);
    expect(res.json().code).toBe('speech_failed');
  });
});
