import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { addLiveSecurityHeaders, addSecurityHeaders, LiveHeaders, securityHeaders } from './security-headers';

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

  describe('with live sources (decision 064)', () => {
    const frameOptions = {
      contentSecurityPolicy: {
        useDefaults: false,
        directives: { defaultSrc: ["'self'"], frameSrc: ["'self'"] },
      },
    };
    /** A change feed whose stamp the test moves, and sources it sets. */
    function feed() {
      const state = { stamp: '1.0' as string | undefined, origins: [] as string[], reads: 0 };
      const live = {
        changes: { stamp: () => state.stamp },
        scope: 'site_links',
        load: async () => {
          state.reads++;
          return { frameSrc: state.origins };
        },
      };
      return { state, live };
    }
    const csp = async (policy: LiveHeaders) => (await policy.now())['content-security-policy'];

    it('are read again once per announcement, and only origins go in', async () => {
      const { state, live } = feed();
      const policy = new LiveHeaders(frameOptions, live);
      expect(await csp(policy)).toBe("default-src 'self';frame-src 'self'");
      expect(await csp(policy)).toBe("default-src 'self';frame-src 'self'");
      expect(state.reads).toBe(1);
      state.origins = [
        'https://chat.example.com',
        "https://x.example;script-src 'unsafe-inline'",
        'https://a.example/path',
      ];
      expect(await csp(policy)).toBe("default-src 'self';frame-src 'self'"); // not announced yet
      state.stamp = '1.1';
      expect(await csp(policy)).toBe("default-src 'self';frame-src 'self' https://chat.example.com");
      expect(state.reads).toBe(2);
      // the same object while nothing is announced: no work per answer
      expect(policy.now()).toBe(policy.now());
    });

    it('keep the last policy while the sources cannot be read', async () => {
      const { state, live } = feed();
      state.origins = ['https://chat.example.com'];
      const policy = new LiveHeaders(frameOptions, {
        ...live,
        load: async () => {
          if (state.stamp === '1.1') throw new Error('database away');
          return live.load();
        },
      });
      expect(await csp(policy)).toContain('https://chat.example.com');
      state.stamp = '1.1';
      expect(await csp(policy)).toContain('https://chat.example.com');
    });

    it('go with every answer, change without a restart, and a route may still set its own', async () => {
      const { state, live } = feed();
      const app = Fastify();
      addLiveSecurityHeaders(app, live, frameOptions);
      app.get('/ok', async () => ({ ok: true }));
      app.get('/own', async (_request, reply) =>
        reply.header('Content-Security-Policy', 'sandbox').send('x'),
      );
      // announced while the answer is made: it goes out with the policy of its send
      app.get('/slow', async () => {
        state.origins = ['https://late.example.com'];
        state.stamp = '9.9';
        return 'late';
      });
      await app.ready();
      const get = async (url: string) =>
        (await app.inject({ method: 'GET', url })).headers['content-security-policy'];
      expect(await get('/ok')).toBe("default-src 'self';frame-src 'self'");
      state.origins = ['https://chat.example.com:8443'];
      state.stamp = '1.1';
      expect(await get('/ok')).toBe("default-src 'self';frame-src 'self' https://chat.example.com:8443");
      expect(await get('/missing')).toBe("default-src 'self';frame-src 'self' https://chat.example.com:8443");
      expect(await get('/own')).toBe('sandbox');
      expect(await get('/slow')).toBe("default-src 'self';frame-src 'self' https://late.example.com");
      await app.close();
    });
  });
});
