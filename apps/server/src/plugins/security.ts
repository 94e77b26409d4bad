import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

/**
 * Security headers for the API and the web app. The content security policy allows only our
 * own origin, plus Google's sign-in script and frame when Google sign-in is configured.
 */
export async function registerSecurityHeaders(app: FastifyInstance, options: { google: boolean }): Promise<void> {
  const google = options.google ? ['https://accounts.google.com/gsi/'] : [];
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...google],
        styleSrc: ["'self'", "'unsafe-inline'", ...google],
        imgSrc: ["'self'", 'data:', 'https:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", 'ws:', 'wss:', ...google],
        frameSrc: google.length ? google : ["'none'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
    // Served over plain HTTP on a laptop or a LAN address, so assets must not be forced to HTTPS.
    strictTransportSecurity: false,
  });
}
