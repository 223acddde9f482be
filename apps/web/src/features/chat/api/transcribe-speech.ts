import type { ChatLanguage, SpeechResult } from '@miao/contracts/chat';
import { ApiError, authorizationHeader, translateServerMessage } from '@/lib/api-client';

/** POST /api/speech: a recording (multipart `audio`, its length first) turned into text. */
export async function transcribeSpeech(
  audio: Blob,
  input: { language: ChatLanguage; durationMs: number },
  signal?: AbortSignal,
): Promise<string> {
  const form = new FormData();
  form.append('language', input.language);
  form.append('duration_ms', String(Math.round(input.durationMs)));
  form.append('audio', audio, audio.type.includes('mp4') ? 'speech.mp4' : 'speech.webm');
  const response = await fetch('/api/speech', {
    method: 'POST',
    headers: { Accept: 'application/json', ...authorizationHeader() },
    body: form,
    signal,
    credentials: 'same-origin',
  });
  const body = (await response.json().catch(() => undefined)) as
    (SpeechResult & { code?: string; message?: string }) | undefined;
  if (!response.ok || typeof body?.text !== 'string') {
    const message = body?.message ?? 'Speech recognition failed, please try again or type';
    throw new ApiError(
      response.status,
      body?.code ?? 'speech_failed',
      message,
      translateServerMessage(message),
      body,
    );
  }
  return body.text;
}
