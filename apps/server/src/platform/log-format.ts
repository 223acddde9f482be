// Readable log lines for a person starting the site (issue 37): outside production each request is
// one line (time, method, path, status, ms), other messages their level and text. Production keeps
// pino's JSON lines (config LOG_FORMAT). pino-pretty is not a dependency: these few lines do.
import Fastify, { type FastifyReply, type FastifyRequest } from 'fastify';

const LEVELS: Record<number, string> = {
  10: 'trace',
  20: 'debug',
  30: 'info',
  40: 'warn',
  50: 'error',
  60: 'fatal',
};
/** Fields every line carries or that the line's text already says. */
const OMITTED = new Set([
  'level',
  'time',
  'pid',
  'hostname',
  'msg',
  'reqId',
  'req',
  'res',
  'responseTime',
  'err',
]);

interface Line {
  level?: number;
  time?: number;
  msg?: string;
  req?: { method?: string; url?: string };
  res?: { statusCode?: number };
  responseTime?: number;
  err?: { message?: string; stack?: string };
  [field: string]: unknown;
}

function clock(time: number | undefined): string {
  return new Date(time ?? Date.now()).toTimeString().slice(0, 8);
}

/** One JSON line of pino as a person reads it (with its newline). */
export function formatLogLine(json: string): string {
  let line: Line;
  try {
    line = JSON.parse(json) as Line;
  } catch {
    return json.endsWith('\n') ? json : `${json}\n`;
  }
  const time = clock(line.time);
  if (line.msg === 'request completed' && line.req?.method && line.res?.statusCode !== undefined) {
    const ms = line.responseTime === undefined ? '' : ` ${line.responseTime.toFixed(1)} ms`;
    return `${time} ${line.req.method} ${line.req.url ?? ''} ${line.res.statusCode}${ms}\n`;
  }
  const level = LEVELS[line.level ?? 30] ?? 'info';
  const extra = Object.entries(line)
    .filter(([field, value]) => !OMITTED.has(field) && value !== undefined)
    .map(([field, value]) => `${field}=${typeof value === 'object' ? JSON.stringify(value) : String(value)}`);
  const text = [time, level === 'info' ? '' : level.toUpperCase(), line.msg ?? '', ...extra]
    .filter(Boolean)
    .join(' ');
  const error = line.err ? `\n  ${line.err.stack ?? line.err.message ?? ''}` : '';
  return `${text}${error}\n`;
}

/** A destination for pino that writes each line readably to `out` (stdout by default). */
export function readableLogStream(out: { write(text: string): unknown } = process.stdout) {
  return { write: (json: string) => void out.write(formatLogLine(json)) };
}

/**
 * Fastify's request logging as one line per request, once it is answered (Fastify logs two: one on
 * arrival without the status, one at the end without the address).
 */
export class OneLinePerRequest extends Fastify.LogController {
  override incomingRequest(): void {}

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    const line = {
      req: { method: request.method, url: request.url },
      res: { statusCode: reply.statusCode },
      responseTime: reply.elapsedTime,
    };
    if (error) reply.log.error({ ...line, err: error }, 'request completed');
    else reply.log.info(line, 'request completed');
  }
}
