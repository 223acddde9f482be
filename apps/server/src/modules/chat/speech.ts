import type { ChatLanguage } from '@miao/contracts/chat';
import { fail } from '../../platform/errors';

export interface SpeechSettings {
  url: string;
  apiKey: string;
  model: string;
}

/** A transcription slower than this fails (the visitor can type instead). */
const TRANSCRIPTION_TIMEOUT_MS = 60_000;

/** `https://host/v1` or the full `…/audio/transcriptions` address. */
export function transcriptionsUrl(url: string): string {
  const base = url.replace(/\/+$/, '');
  return base.endsWith('/audio/transcriptions') ? base : `${base}/audio/transcriptions`;
}

/**
 * Sends a recording to an OpenAI-compatible transcription endpoint (multipart `file`, `model`,
 * `language`) and returns its `text`. Any refusal or malformed answer is `speech_failed`.
 */
export async function transcribe(
  settings: SpeechSettings,
  audio: { data: Buffer; filename: string; mimetype: string },
  language: ChatLanguage,
): Promise<string> {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(audio.data)], { type: audio.mimetype }), audio.filename);
  form.append('model', settings.model);
  form.append('language', language === 'cn' ? 'zh' : 'en');
  form.append('response_format', 'json');
  let response: Response;
  try {
    response = await fetch(transcriptionsUrl(settings.url), {
      method: 'POST',
      headers: settings.apiKey ? { authorization: `Bearer ${settings.apiKey}` } : {},
      body: form,
      signal: AbortSignal.timeout(TRANSCRIPTION_TIMEOUT_MS),
    });
  } catch {
    fail('speech_failed');
  }
  if (!response.ok) fail('speech_failed');
  const body = (await response.json().catch(() => undefined)) as { text?: unknown } | undefined;
  if (typeof body?.text !== 'string') fail('speech_failed');
  return body.text.trim();
}
