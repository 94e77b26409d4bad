import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

// The Crease mark and wordmark, for the top of the docs page.
const LOGO_SVG = `<svg xmlns="http://www.w3.org/2000/svg" width="132" height="32" viewBox="0 0 132 32">
<rect width="32" height="32" rx="9" fill="#0fa968"/><rect x="9" y="9" width="3" height="14" rx="1.5" fill="#fff"/>
<rect x="14.5" y="9" width="3" height="14" rx="1.5" fill="#fff"/><rect x="20" y="9" width="3" height="14" rx="1.5" fill="#fff"/>
<rect x="8.5" y="6.5" width="15" height="2.2" rx="1.1" fill="#f2c94c"/><rect x="5" y="25" width="22" height="2.2" rx="1.1" fill="#0b1f3a"/>
<text x="42" y="23" font-family="system-ui, sans-serif" font-size="20" font-weight="800" fill="#fff">Crease</text></svg>`;

/** The API described by OpenAPI, generated from the route schemas, browsable at /api/docs. */
export async function registerApiDocs(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Crease API',
        description:
          'Fantasy cricket contests. Errors are `{message}` with a 4xx status. Send `Authorization: Bearer <token>` ' +
          'from `POST /api/auth/login` on signed-in routes.',
        version: '1.0.0',
      },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
      security: [{ bearer: [] }],
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, {
    routePrefix: '/api/docs',
    logo: { type: 'image/svg+xml', content: Buffer.from(LOGO_SVG), href: '/', target: '_self' },
    uiConfig: { docExpansion: 'list', deepLinking: true, tryItOutEnabled: false },
  });
}
