import type { FastifyInstance } from 'fastify';

/**
 * Security headers for the API and the web app: the set helmet sends by default, with a content
 * security policy that allows only our own origin, plus Google's sign-in script and frame when
 * Google sign-in is configured. Built once at start (the policy never changes while running) and
 * set by a synchronous hook: building them per request cost a third of a cached list's time.
 */
export function securityHeaders(options: { google: boolean }): Record<string, string> {
  const google = options.google ? ['https://accounts.google.com/gsi/'] : [];
  const policy: [string, string[]][] = [
    ['default-src', ["'self'"]],
    ['script-src', ["'self'", ...google]],
    ['style-src', ["'self'", "'unsafe-inline'", ...google]],
    // blob: for support chat's images, read with the token and shown from object URLs.
    ['img-src', ["'self'", 'data:', 'blob:', 'https:']],
    ['font-src', ["'self'", 'data:']],
    ['connect-src', ["'self'", 'ws:', 'wss:', ...google]],
    ['frame-src', google.length ? google : ["'none'"]],
    ['object-src', ["'none'"]],
    ['base-uri', ["'self'"]],
    ['form-action', ["'self'"]],
    ['frame-ancestors', ["'none'"]],
  ];
  return {
    'content-security-policy': policy.map(([name, sources]) => `${name} ${sources.join(' ')}`).join(';'),
    'cross-origin-opener-policy': 'same-origin',
    'cross-origin-resource-policy': 'same-origin',
    'origin-agent-cluster': '?1',
    'referrer-policy': 'no-referrer',
    // No Strict-Transport-Security: served over plain HTTP on a laptop or a LAN address too.
    'x-content-type-options': 'nosniff',
    'x-dns-prefetch-control': 'off',
    'x-download-options': 'noopen',
    'x-frame-options': 'SAMEORIGIN',
    'x-permitted-cross-domain-policies': 'none',
    'x-xss-protection': '0',
  };
}

/**
 * What an API answer (JSON, never a page a browser renders) needs of them, as OWASP's REST
 * guidance has it: not stored, no sniffing, no framing, no referrer. A page's policy on every JSON answer
 * was two thirds of each answer's header bytes, and cost a read of the small lists about a
 * tenth of its CPU.
 */
export const API_SECURITY_HEADERS: Record<string, string> = {
  // Answers carry personal data (an account, a wallet, KYC): no browser or proxy keeps them.
  'cache-control': 'no-store',
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
  'referrer-policy': 'no-referrer',
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
};

export function registerSecurityHeaders(app: FastifyInstance, options: { google: boolean }): void {
  const pageHeaders = securityHeaders(options);
  app.addHook('onRequest', (request, reply, done) => {
    // The API's browsable docs (/api/docs) are a page, with its scripts and styles.
    const json = request.url.startsWith('/api/') && !request.url.startsWith('/api/docs');
    reply.headers(json ? API_SECURITY_HEADERS : pageHeaders);
    done();
  });
}
