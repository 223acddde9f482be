import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  emailCodeRequest,
  phoneCodeRequest,
  refreshQuery,
  refreshResponse,
  safeRedirect,
  sendCodeResponse,
  signInRequest,
  signInResponse,
} from '@miao/contracts/auth';
import { errorBody } from '@miao/contracts/common';
import { fail } from '../../platform/errors';
import { deviceOf, presentedDevice } from './device-cookie';
import { landingOf, loginPageFor } from './redirect';
import { sendSignInCode, signIn } from './service';
import { refreshSession, signOut } from './session';
import { clearSessionCookies, presentedRefreshToken, setSessionCookies } from './session-cookies';

// refusals may carry extra fields (`fields` of validation errors, `resend_after`)
const refusal = errorBody.loose();
const noBody = z.null();

/** The sign-in service at the auth address (spec 4, API.md "Sign-in"). */
export async function authRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { deps } = app;
  const { config } = deps;

  const codeResponses = { 200: sendCodeResponse, 422: refusal, 429: refusal, 500: refusal };

  app.post(
    '/api/auth/email-code',
    {
      schema: {
        tags: ['auth'],
        summary: 'Send a 6-digit sign-in code by e-mail',
        body: emailCodeRequest,
        response: codeResponses,
      },
    },
    async (request, reply) => {
      const requester = { ip: request.ip, device: presentedDevice(request, config) };
      // a browser without a device cookie gets one now; this code stays its client address's
      deviceOf(request, reply, config);
      const { resendAfter } = await sendSignInCode(deps, request.log, {
        channel: 'email',
        address: request.body.email,
        requester,
      });
      return { sent: true as const, resend_after: resendAfter };
    },
  );

  app.post(
    '/api/auth/phone-code',
    {
      schema: {
        tags: ['auth'],
        summary: 'Send a 6-digit sign-in code by SMS to a mainland mobile',
        body: phoneCodeRequest,
        response: { ...codeResponses, 502: refusal },
      },
    },
    async (request, reply) => {
      const requester = { ip: request.ip, device: presentedDevice(request, config) };
      // a browser without a device cookie gets one now; this code stays its client address's
      deviceOf(request, reply, config);
      const { resendAfter } = await sendSignInCode(deps, request.log, {
        channel: 'phone',
        address: request.body.phone,
        requester,
      });
      return { sent: true as const, resend_after: resendAfter };
    },
  );

  app.post(
    '/api/auth/sign-in',
    {
      schema: {
        tags: ['auth'],
        summary: 'Sign in with a code; sets the token and refresh cookies',
        body: signInRequest,
        response: { 200: signInResponse, 403: refusal, 422: refusal, 429: refusal },
      },
    },
    async (request, reply) => {
      const { body } = request;
      if (body.redirect !== undefined && !safeRedirect(body.redirect, config.publicUrl))
        fail('redirect_invalid');
      const address =
        'email' in body
          ? { channel: 'email' as const, address: body.email }
          : { channel: 'phone' as const, address: body.phone };
      const session = await signIn(deps, {
        ...address,
        code: body.code,
        requester: { ip: request.ip, device: presentedDevice(request, config) },
        recogniseDevice: deviceOf(request, reply, config),
      });
      setSessionCookies(reply, config, session);
      return {
        token: session.token,
        user_id: session.userId,
        redirect: landingOf(body.redirect, config.publicUrl),
      };
    },
  );

  app.get(
    '/auth/refresh',
    {
      // rotates the refresh token, or revokes a reused one's whole sign-in
      config: { writes: true },
      schema: {
        tags: ['auth'],
        summary: 'Rotate the refresh cookie, then go back to `redirect` (or to the login page when refused)',
        querystring: refreshQuery,
        response: {
          302: noBody.describe('Redirect to `redirect`, or to /auth/login?redirect=… when refused'),
        },
      },
    },
    async (request, reply) => {
      const landing = landingOf(request.query.redirect, config.publicUrl);
      const session = await refreshSession(deps, presentedRefreshToken(request, config));
      if (!session) {
        clearSessionCookies(reply, config);
        return reply.redirect(loginPageFor(landing), 302);
      }
      setSessionCookies(reply, config, session);
      return reply.redirect(landing, 302);
    },
  );

  app.post(
    '/api/auth/refresh',
    {
      schema: {
        tags: ['auth'],
        summary: 'Rotate the refresh cookie and answer a new access token',
        response: { 200: refreshResponse, 401: refusal },
      },
    },
    async (request, reply) => {
      const session = await refreshSession(deps, presentedRefreshToken(request, config));
      if (!session) {
        clearSessionCookies(reply, config);
        return fail('sign_in_required');
      }
      setSessionCookies(reply, config, session);
      return { token: session.token };
    },
  );

  app.post(
    '/api/auth/sign-out',
    {
      schema: {
        tags: ['auth'],
        summary:
          'End the sign-in of the credential given (refresh cookie, token cookie or Bearer token) and clear the session cookies',
        response: { 204: noBody },
      },
    },
    async (request, reply) => {
      await signOut(deps.db, {
        refreshToken: presentedRefreshToken(request, config),
        session: request.sessionId,
      });
      clearSessionCookies(reply, config);
      return reply.code(204).send(null);
    },
  );
}
