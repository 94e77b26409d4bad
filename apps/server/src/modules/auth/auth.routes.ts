import type { FastifyInstance, onRequestHookHandler } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  accountView,
  forgotPasswordSchema,
  googleSignInSchema,
  loginSchema,
  registerSchema,
  resetPasswordSchema,
  verifyEmailSchema,
} from '@crease/game';
import { errorReply } from '../../lib/route-schemas.ts';
import { actorOf, currentSession, currentUser, signedInActor } from '../../plugins/auth.ts';
import { RESET_REQUESTED, type AuthService } from './auth.service.ts';
import type { SessionsService } from './sessions.service.ts';

const message = z.object({ message: z.string() });

/**
 * @param limited the shared sign-in limit (AUTH_RATE_LIMIT a minute per client address) that
 * guards every route here that takes a password or sends an e-mail.
 */
export function authRoutes(auth: AuthService, sessions: SessionsService, options: { limited: onRequestHookHandler[] }) {
  const { limited } = options;

  return async (app: FastifyInstance) => {
    const api = app.withTypeProvider<ZodTypeProvider>();

    api.post(
      '/api/auth/register',
      {
        config: { auth: 'public' },
        onRequest: limited,
        schema: {
          tags: ['auth'],
          summary: 'Create an account; a link to verify the e-mail address is sent',
          body: registerSchema,
          response: { 201: z.object({ message: z.string(), user: accountView }), 400: errorReply, 409: errorReply, 429: errorReply },
        },
      },
      async (request, reply) => {
        const created = await auth.register(request.body, actorOf(request));
        return reply.code(201).send({
          message: 'Registration successful. Check your e-mail for a link to verify your address.',
          user: created,
        });
      },
    );

    api.post(
      '/api/auth/login',
      {
        config: { auth: 'public' },
        onRequest: limited,
        schema: {
          tags: ['auth'],
          summary: 'Sign in; returns a bearer token (JWT with sub, email, name, role, sid: its session, exp)',
          description: 'Wrong passwords are limited per address (AUTH_RATE_LIMIT) and per account (10 in 15 minutes): then 429, saying when to try again.',
          body: loginSchema,
          response: { 200: z.object({ token: z.string() }), 400: errorReply, 401: errorReply, 429: errorReply },
        },
      },
      async (request) => ({ token: await auth.login(request.body, actorOf(request)) }),
    );

    api.post(
      '/api/auth/google',
      {
        config: { auth: 'public' },
        onRequest: limited,
        schema: {
          tags: ['auth'],
          summary: 'Sign in with a Google ID token (when GOOGLE_CLIENT_ID is set)',
          body: googleSignInSchema,
          response: { 200: z.object({ token: z.string() }), 400: errorReply, 401: errorReply, 404: errorReply, 429: errorReply },
        },
      },
      async (request) => ({ token: await auth.loginWithGoogle(request.body.credential, actorOf(request), request.body.referralCode) }),
    );

    api.post(
      '/api/auth/logout',
      {
        config: { auth: 'user' },
        schema: { tags: ['auth'], summary: 'Sign out: this token is refused from now on, everywhere', response: { 204: z.null(), 401: errorReply } },
      },
      async (request, reply) => {
        await sessions.endOne(signedInActor(request), currentSession(request), 'LOGOUT');
        return reply.code(204).send(null);
      },
    );

    api.get(
      '/api/auth/me',
      {
        config: { auth: 'user' },
        schema: { tags: ['auth'], summary: 'The signed-in user', response: { 200: accountView, 401: errorReply } },
      },
      async (request) => auth.profile(currentUser(request).id),
    );

    api.post(
      '/api/auth/forgot-password',
      {
        config: { auth: 'public' },
        onRequest: limited,
        schema: {
          tags: ['auth'],
          summary: 'E-mail a single-use password reset link, valid 1 hour (same answer for unknown addresses)',
          body: forgotPasswordSchema,
          response: { 202: message, 400: errorReply, 429: errorReply },
        },
      },
      async (request, reply) => {
        await auth.requestPasswordReset(request.body.email);
        return reply.code(202).send({ message: RESET_REQUESTED });
      },
    );

    api.post(
      '/api/auth/reset-password',
      {
        config: { auth: 'public' },
        onRequest: limited,
        schema: {
          tags: ['auth'],
          summary: 'Choose a new password with the link from the reset e-mail; every session of the account ends',
          body: resetPasswordSchema,
          response: { 200: message, 400: errorReply, 429: errorReply },
        },
      },
      async (request) => {
        await auth.resetPassword(request.body.token, request.body.password, actorOf(request));
        return { message: 'Your password has been changed. Sign in with the new one.' };
      },
    );

    api.post(
      '/api/auth/verify-email',
      {
        config: { auth: 'public' },
        schema: {
          tags: ['auth'],
          summary: 'Confirm an e-mail address with the link from the verification e-mail',
          body: verifyEmailSchema,
          response: { 200: z.object({ message: z.string(), user: accountView }), 400: errorReply },
        },
      },
      async (request) => {
        const verified = await auth.verifyEmail(request.body.token);
        return { message: `Thank you: ${verified.email} is verified.`, user: verified };
      },
    );

    api.post(
      '/api/auth/verify-email/resend',
      {
        config: { auth: 'user' },
        onRequest: limited,
        schema: {
          tags: ['auth'],
          summary: 'Send a new verification link to the signed-in user',
          response: { 202: message, 401: errorReply, 409: errorReply, 429: errorReply },
        },
      },
      async (request, reply) => {
        const email = await auth.resendVerification(currentUser(request).id);
        return reply.code(202).send({ message: `We have sent a new verification link to ${email}.` });
      },
    );
  };
}
