import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { addSecurityHeaders, securityHeaders } from './security-headers';

const options = {
  contentSecurityPolicy: {
    useDefaults: false,
    directives: { defaultSrc: ["'self'"], objectSrc: ["'none'"] },
  },
  crossOriginEmbedderPolicy: false,
};

describe('security headers', () => {
  it("are helmet's headers for the options", () => {
    const headers = securityHeaders(options);
    expect(headers['content-security-policy']).toBe("default-src 'self';object-src 'none'");
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(headers['strict-transport-security']).toMatch(/^max-age=\d+; includeSubDomains$/);
    expect(headers['cross-origin-embedder-policy']).toBeUndefined();
  });

  it('are refused when helmet refuses the options', () => {
    expect(() => securityHeaders({ referrerPolicy: { policy: 'sideways' as never } })).toThrow();
  });

  it('go with every answer: a route, a route that fails, a missing path; a route may set its own', async () => {
    const app = Fastify();
    addSecurityHeaders(app, options);
    app.get('/ok', async () => ({ ok: true }));
    app.get('/fails', async () => {
      throw new Error('boom');
    });
    app.get('/own', async (_request, reply) => reply.header('Content-Security-Policy', 'sandbox').send('x'));
    for (const url of ['/ok', '/fails', '/missing']) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.headers['content-security-policy'], url).toBe("default-src 'self';object-src 'none'");
      expect(res.headers['x-content-type-options'], url).toBe('nosniff');
    }
    const own = await app.inject({ method: 'GET', url: '/own' });
    expect(own.headers['content-security-policy']).toBe('sandbox');
    await app.close();
  });
});
