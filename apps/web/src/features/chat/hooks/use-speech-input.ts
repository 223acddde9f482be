import { SPEECH_MAX_SECONDS, type ChatLanguage } from '@miao/contracts/chat-rules';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useChatFeatures } from '@/features/chat/api/get-chat-features';
import { transcribeSpeech } from '@/features/chat/api/transcribe-speech';

/** The parts of the Web Speech API used here (not in TypeScript's DOM types everywhere). */
interface Recognition {
  lang: string;
  interimResults: boolean;
  continuous: boolean;
  onresult: ((event: { results: ArrayLike<ArrayLike<{ transcript: string }>> }) => void) | null;
  onerror: ((event: { error: string }) => void) | null;
  onend: (() => void) | null;
  start(): void;
  stop(): void;
  abort(): void;
}
type RecognitionConstructor = new () => Recognition;

function recognitionConstructor(): RecognitionConstructor | undefined {
  if (typeof window === 'undefined') return undefined;
  const w = window as unknown as {
    SpeechRecognition?: RecognitionConstructor;
    webkitSpeechRecognition?: RecognitionConstructor;
  };
  return w.SpeechRecognition ?? w.webkitSpeechRecognition;
}

const canRecord = () =>
  typeof window !== 'undefined' &&
  typeof MediaRecorder !== 'undefined' &&
  !!navigator.mediaDevices?.getUserMedia;

export type SpeechState = 'idle' | 'listening' | 'transcribing';

/**
 * Speech input: the browser's own recogniser where there is one; otherwise a recording sent to
 * POST /api/speech, offered only when the server says it can transcribe. `onText` receives what
 * was said (while speaking too, with the recogniser).
 */
export function useSpeechInput(language: ChatLanguage, onText: (text: string) => void, onError: () => void) {
  const features = useChatFeatures();
  const [mode, setMode] = useState<'recognition' | 'recording' | null>(null);
  const [state, setState] = useState<SpeechState>('idle');
  const recognition = useRef<Recognition | null>(null);
  const recorder = useRef<MediaRecorder | null>(null);
  const timer = useRef<number | undefined>(undefined);

  // decided after hydration: the server's HTML never shows the button
  useEffect(() => {
    if (recognitionConstructor()) setMode('recognition');
    else if (features.data?.speech && canRecord()) setMode('recording');
    else setMode(null);
  }, [features.data?.speech]);

  useEffect(
    () => () => {
      recognition.current?.abort();
      if (recorder.current?.state === 'recording') recorder.current.stop();
      window.clearTimeout(timer.current);
    },
    [],
  );

  const startRecognition = useCallback(() => {
    const Constructor = recognitionConstructor();
    if (!Constructor) return;
    const r = new Constructor();
    r.lang = language === 'cn' ? 'zh-CN' : 'en-US';
    r.interimResults = true;
    r.continuous = false;
    r.onresult = (event) => {
      const text = Array.from(event.results)
        .map((result) => result[0]?.transcript ?? '')
        .join('');
      onText(text);
    };
    r.onerror = (event) => {
      if (event.error !== 'aborted' && event.error !== 'no-speech') onError();
    };
    r.onend = () => {
      recognition.current = null;
      setState('idle');
    };
    recognition.current = r;
    setState('listening');
    r.start();
  }, [language, onText, onError]);

  const startRecording = useCallback(async () => {
    let stream: MediaStream;
    try {
      stream = await navigator.mediaDevices.getUserMedia({ audio: true });
    } catch {
      onError();
      return;
    }
    const r = new MediaRecorder(stream);
    const chunks: Blob[] = [];
    const started = performance.now();
    r.ondataavailable = (event) => chunks.push(event.data);
    r.onstop = async () => {
      window.clearTimeout(timer.current);
      stream.getTracks().forEach((track) => track.stop());
      recorder.current = null;
      setState('transcribing');
      try {
        const blob = new Blob(chunks, { type: r.mimeType || 'audio/webm' });
        onText(await transcribeSpeech(blob, { language, durationMs: performance.now() - started }));
      } catch {
        onError();
      } finally {
        setState('idle');
      }
    };
    recorder.current = r;
    setState('listening');
    r.start();
    // the server takes at most SPEECH_MAX_SECONDS: stop a little before
    timer.current = window.setTimeout(
      () => r.state === 'recording' && r.stop(),
      (SPEECH_MAX_SECONDS - 1) * 1000,
    );
  }, [language, onText, onError]);

  const start = useCallback(() => {
    if (state !== 'idle') return;
    if (mode === 'recognition') startRecognition();
    else if (mode === 'recording') void startRecording();
  }, [mode, state, startRecognition, startRecording]);

  const stop = useCallback(() => {
    recognition.current?.stop();
    if (recorder.current?.state === 'recording') recorder.current.stop();
  }, []);

  return { available: mode !== null, state, start, stop };
}
