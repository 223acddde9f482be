// Traces (issue 37): with an OTLP endpoint set, each request is a span named by its route that
// continues the caller's trace, and each job run a span; the spans reach a real HTTP collector in
// the OTLP JSON encoding. Without the endpoint, nothing is sent.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app';
import { defineJob, enqueue } from './jobs';

interface OtlpSpan {
  traceId: string;
  parentSpanId?: string;
  name: string;
  attributes: Array<{ key: string; value: Record<string, unknown> }>;
  status?: { code?: number };
}

/** A collector: every span of every export it receives. */
async function collector() {
  const spans: OtlpSpan[] = [];
  const server = http.createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    request.on('end', () => {
      if (request.url === '/v1/traces') {
        const payload = JSON.parse(body) as {
          resourceSpans: Array<{ scopeSpans: Array<{ spans: OtlpSpan[] }> }>;
        };
        for (const resource of payload.resourceSpans)
          for (const scope of resource.scopeSpans) spans.push(...scope.spans);
      }
      response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { spans, url: `http://127.0.0.1:${port}`, close: () => new Promise((r) => server.close(r)) };
}

const attribute = (span: OtlpSpan, key: string) => {
  const value = span.attributes.find((a) => a.key === key)?.value;
  return value ? Object.values(value)[0] : undefined;
};

const traced = defineJob<{ fail: boolean }>('test.traced');

describe('traces to an OTLP collector', () => {
  let t: TestApp;
  let sink: Awaited<ReturnType<typeof collector>>;
  const flush = async () => {
    // the batch processor sends on flush; the collector answers before this resolves
    await (t.app.deps.jobs.spans as unknown as { flush(): Promise<void> }).flush();
  };

  beforeAll(async () => {
    sink = await collector();
    t = await createTestApp(
      { OTEL_EXPORTER_OTLP_ENDPOINT: sink.url, OTEL_SERVICE_NAME: 'miao-test' },
      { worker: true },
    );
  });
  afterAll(async () => {
    await t.close();
    await sink.close();
  });

  it('sends a span per request, named by its route, in the trace of the incoming traceparent', async () => {
    const traceId = '4bf92f3577b34da6a3ce929d0e0e4736';
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/health/live',
      headers: { traceparent: `00-${traceId}-00f067aa0ba902b7-01` },
    });
    expect(res.statusCode).toBe(200);
    await flush();
    const span = sink.spans.find((s) => s.name === 'GET /api/health/live');
    expect(span).toBeDefined();
    expect(span!.traceId).toBe(traceId);
    expect(span!.parentSpanId).toBe('00f067aa0ba902b7');
    expect(attribute(span!, 'http.route')).toBe('/api/health/live');
    expect(Number(attribute(span!, 'http.response.status_code'))).toBe(200);
  });

  it('names a request no route matched as unmatched, and starts a new trace without a traceparent', async () => {
    await t.app.inject({ method: 'GET', url: '/api/no-such-thing' });
    await flush();
    const span = sink.spans.find((s) => s.name === 'GET unmatched');
    expect(span).toBeDefined();
    expect(span!.traceId).toMatch(/^[0-9a-f]{32}$/);
    expect(span!.parentSpanId ?? '').toBe('');
  });

  it('sends a span per job run, an error status when the handler throws', async () => {
    const ran: boolean[] = [];
    t.app.deps.jobs.handle(traced, async ({ fail }) => {
      ran.push(fail);
      if (fail) throw new Error('the traced job failed');
    });
    await enqueue(t.app.deps.db, traced, { fail: false });
    await enqueue(t.app.deps.db, traced, { fail: true }, { maxAttempts: 1 });
    t.app.deps.jobs.wake();
    await expect.poll(() => ran.length, { timeout: 20_000 }).toBe(2);
    await expect
      .poll(
        async () => {
          await flush();
          return sink.spans.filter((s) => s.name === 'job test.traced').length;
        },
        { timeout: 20_000 },
      )
      .toBe(2);
    const failed = sink.spans.filter((s) => s.name === 'job test.traced' && s.status?.code === 2);
    expect(failed).toHaveLength(1);
  });
});

describe('traces off', () => {
  it('starts no tracing without an endpoint', async () => {
    const t = await createTestApp();
    try {
      expect(t.app.deps.config.tracing).toBeUndefined();
      expect(t.app.deps.jobs.spans).toBeUndefined();
    } finally {
      await t.close();
    }
  });
});
