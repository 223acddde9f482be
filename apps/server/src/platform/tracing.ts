// OpenTelemetry traces (issue 37, docs/decisions/067-traces.md): off unless an OTLP endpoint is set
// (config.tracing). A span per request, named by its route once it is known, continuing the trace of
// an incoming `traceparent` (a load balancer's or a caller's), and a span per job run. The handler
// runs inside the request's span, so a span any module starts there is its child. Exported in
// batches over OTLP/HTTP (JSON) to the collector; nothing is sent with tracing off.
import {
  context,
  defaultTextMapGetter,
  propagation,
  ROOT_CONTEXT,
  SpanKind,
  SpanStatusCode,
  trace,
  type Span,
  type Tracer,
} from '@opentelemetry/api';
import { W3CTraceContextPropagator } from '@opentelemetry/core';
import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http';
import { resourceFromAttributes } from '@opentelemetry/resources';
import { BatchSpanProcessor, NodeTracerProvider } from '@opentelemetry/sdk-trace-node';
import type { FastifyInstance, FastifyRequest } from 'fastify';

/** What the job queue asks of tracing (platform/jobs.ts). */
export interface JobSpans {
  job<T>(kind: string, id: number, attempt: number, run: () => Promise<T>): Promise<T>;
}

export interface Tracing extends JobSpans {
  tracer: Tracer;
  /** Sends what is buffered, then stops (on close). */
  shutdown(): Promise<void>;
  /** Sends what is buffered now (tests, and before a process exits). */
  flush(): Promise<void>;
}

let registered = false;

export function startTracing(settings: { url: string; serviceName: string }): Tracing {
  const provider = new NodeTracerProvider({
    resource: resourceFromAttributes({ 'service.name': settings.serviceName }),
    spanProcessors: [new BatchSpanProcessor(new OTLPTraceExporter({ url: settings.url }))],
  });
  // the context manager (AsyncLocalStorage) and the W3C propagator are the process's: set once
  if (!registered) {
    provider.register({ propagator: new W3CTraceContextPropagator() });
    registered = true;
  }
  const tracer = provider.getTracer('miao-server');
  return {
    tracer,
    shutdown: () => provider.shutdown(),
    flush: () => provider.forceFlush(),
    async job(kind, id, attempt, run) {
      return tracer.startActiveSpan(
        `job ${kind}`,
        {
          kind: SpanKind.CONSUMER,
          attributes: { 'miao.job.kind': kind, 'miao.job.id': id, 'miao.job.attempt': attempt },
        },
        async (span) => {
          try {
            return await run();
          } catch (error) {
            span.recordException(error as Error);
            span.setStatus({ code: SpanStatusCode.ERROR, message: (error as Error).message });
            throw error;
          } finally {
            span.end();
          }
        },
      );
    },
  };
}

const spans = new WeakMap<FastifyRequest, Span>();

/** A server span per request; the rest of the request runs inside it. */
export function traceRequests(app: FastifyInstance, tracing: Tracing): void {
  app.addHook('onRequest', (request, _reply, done) => {
    const parent = propagation.extract(ROOT_CONTEXT, request.headers, defaultTextMapGetter);
    const span = tracing.tracer.startSpan(
      request.method,
      {
        kind: SpanKind.SERVER,
        attributes: {
          'http.request.method': request.method,
          'url.path': request.url.split('?')[0],
          'client.address': request.ip,
        },
      },
      parent,
    );
    spans.set(request, span);
    // the later hooks and the handler run in the span's context (their promises keep it)
    context.with(trace.setSpan(parent, span), done);
  });
  app.addHook('onResponse', (request, reply, done) => {
    const span = spans.get(request);
    if (span) {
      const route = request.routeOptions.url ?? 'unmatched';
      span.updateName(`${request.method} ${route}`);
      span.setAttributes({ 'http.route': route, 'http.response.status_code': reply.statusCode });
      if (reply.statusCode >= 500) span.setStatus({ code: SpanStatusCode.ERROR });
      span.end();
      spans.delete(request);
    }
    done();
  });
  app.addHook('onRequestAbort', (request, done) => {
    const span = spans.get(request);
    if (span) {
      span.setAttribute('miao.aborted', true);
      span.end();
      spans.delete(request);
    }
    done();
  });
  app.addHook('onClose', async () => tracing.shutdown());
}
