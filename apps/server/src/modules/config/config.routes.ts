import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { deploymentConfigView, type DeploymentConfigView } from '@crease/game';

/** What the web app needs to know about this deployment: sign-in options and the money switches. */
export function configRoutes(deployment: DeploymentConfigView) {
  return async (app: FastifyInstance) => {
    app.withTypeProvider<ZodTypeProvider>().get(
      '/api/config',
      {
        config: { auth: 'public' },
        schema: {
          tags: ['auth'],
          summary: 'What the web app needs to know about this deployment: Google sign-in, paid play, restricted states, deposit limits',
          response: { 200: deploymentConfigView },
        },
      },
      async () => deployment,
    );
  };
}
