import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { matchView, playerView, startTimeField } from '@crease/game';
import { errorReply } from '../../lib/route-schemas.ts';
import type { CricsheetImporter } from './cricsheet.service.ts';

export function cricsheetRoutes(importer: CricsheetImporter) {
  return async (app: FastifyInstance) => {
    app.withTypeProvider<ZodTypeProvider>().post(
      '/api/admin/matches/import',
      {
        config: { auth: 'admin' },
        schema: {
          tags: ['matches'],
          summary: 'Create a match and both squads from a Cricsheet match file, starting at startTime',
          description:
            'Players are named as the file names them and keyed by its registry id; roles and credits are proposed from how each side used them (see docs/CATALOGUE.md), and admins can edit them.',
          body: z.object({
            startTime: startTimeField,
            cricsheet: z.unknown().refine((file) => file !== undefined && file !== null, 'cricsheet is required: the JSON of a Cricsheet match file.'),
          }),
          response: {
            201: z.object({ match: matchView, players: z.array(playerView) }),
            400: errorReply,
            401: errorReply,
            403: errorReply,
          },
        },
      },
      async (request, reply) => reply.code(201).send(await importer.import(request.body.cricsheet, request.body.startTime)),
    );
  };
}
