// The data-factory prompt tool of the AI workspace (spec 7): a staff member's prompt goes to the
// configured endpoint with the endpoint's own token (DATA_FACTORY_TOKEN), never the member's
// credentials, and its answer comes back as text.
import { fail } from '../../platform/errors';

export interface DataFactorySettings {
  url: string;
  token: string;
}

/** A data factory slower than this is a failure (the staff member can try again). */
const DATA_FACTORY_TIMEOUT_MS = 120_000;
/** Answers longer than this are cut: the workspace shows text, not files. */
const RESULT_MAX = 200_000;

/**
 * POSTs `{ prompt }` as JSON and reads the answer: JSON with a string `result`, `text`, `output` or
 * `content`, or plain text. A refusal, a timeout or an unreadable answer is `data_factory_failed`.
 */
export async function askDataFactory(
  settings: DataFactorySettings | undefined,
  prompt: string,
): Promise<string> {
  if (!settings) fail('data_factory_not_configured');
  let response: Response;
  try {
    response = await fetch(settings.url, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${settings.token}`,
        'content-type': 'application/json',
        accept: 'application/json, text/plain',
      },
      body: JSON.stringify({ prompt }),
      signal: AbortSignal.timeout(DATA_FACTORY_TIMEOUT_MS),
      redirect: 'error',
    });
  } catch {
    fail('data_factory_failed');
  }
  if (!response.ok) fail('data_factory_failed');
  const text = await response.text().catch(() => fail('data_factory_failed'));
  if (!(response.headers.get('content-type') ?? '').includes('json')) return text.slice(0, RESULT_MAX);
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    fail('data_factory_failed');
  }
  const record = (typeof body === 'object' && body !== null ? body : {}) as Record<string, unknown>;
  const result = [record.result, record.text, record.output, record.content].find(
    (v) => typeof v === 'string',
  );
  if (typeof result !== 'string') fail('data_factory_failed');
  return result.slice(0, RESULT_MAX);
}
