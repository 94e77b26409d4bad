import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { dreamTeamView, lineupsInputSchema, matchPlayerView, matchView, playerInputSchema, playerView, playingQuerySchema } from '@crease/game';
import { pageQuery, sendPage, tupleCursor } from '../../lib/paging.ts';
import { errorReply, idField, idParams } from '../../lib/route-schemas.ts';
import { actorOf } from '../../plugins/auth.ts';
import { contestViewer, type ContestCatalogue } from '../contests/contests.service.ts';
import type { MatchesService } from '../matches/matches.service.ts';
import type { MatchPlayers } from './match-players.ts';
import type { PlayersService } from './players.service.ts';

/** A place in a list of players: match, side, name, id. */
const playerCursor = tupleCursor(z.tuple([z.number().int().positive(), z.string().max(60), z.string().max(120), z.number().int().positive()]));

export function playerRoutes(players: PlayersService, matchPlayers: MatchPlayers, contests: ContestCatalogue, matches: MatchesService) {
  return async (app: FastifyInstance) => {
    const api = app.withTypeProvider<ZodTypeProvider>();
    const tags = ['players'];
    const adminErrors = { 400: errorReply, 401: errorReply, 403: errorReply, 404: errorReply, 409: errorReply };

    api.get(
      '/api/players',
      {
        config: { auth: 'public' },
        schema: {
          tags,
          summary:
            'Players of every match, or of one with ?matchId= (its squads), by match, side and name, a page at a time (Link rel="next"), with the crowd\'s picks, form and line-up',
          querystring: pageQuery(playerCursor).extend({ matchId: idField('matchId').optional() }),
          response: { 200: z.array(matchPlayerView), 400: errorReply },
        },
      },
      async (request, reply) => {
        const { matchId, limit, before } = request.query;
        return sendPage(request, reply, await matchPlayers.page({ matchId }, { limit, after: before }), playerCursor);
      },
    );

    api.get(
      '/api/players/contest/:contestId',
      {
        config: { auth: 'public' },
        schema: {
          tags,
          summary: "The players a contest's teams are picked from (its match's squads), a page at a time (Link rel=\"next\"), with the crowd's picks, form and line-up; a private contest's for its entrants, or with ?inviteCode= its code (anyone else: 404)",
          description:
            "selectedBy, captainBy, viceCaptainBy: percent of the match's teams entered in a contest (one decimal), counted at most a minute ago; null before the deadline while fewer than 50 teams are entered. seriesPoints: points in the completed matches of the match's competition before it; lastPoints: the last five completed matches, newest first. lineup: PLAYING or NOT_PLAYING once line-ups are announced, else null.",
          params: idParams('contestId'),
          querystring: pageQuery(playerCursor).extend({ inviteCode: z.string().max(64).optional() }),
          response: { 200: z.array(matchPlayerView), 400: errorReply, 404: errorReply },
        },
      },
      async (request, reply) => {
        const matchId = await contests.matchIdOf(request.params.contestId, contestViewer(request.user, request.query.inviteCode));
        return sendPage(request, reply, await matchPlayers.page({ matchId }, { limit: request.query.limit, after: request.query.before }), playerCursor);
      },
    );

    api.post(
      '/api/players',
      {
        config: { auth: 'admin' },
        schema: {
          tags,
          summary: "Add a player to a match's squad (matchId or match.id; team is one of the match's sides)",
          body: playerInputSchema,
          response: { 201: playerView, ...adminErrors },
        },
      },
      async (request, reply) => reply.code(201).send(await players.create(request.body)),
    );

    api.put(
      '/api/players/:id',
      {
        config: { auth: 'admin' },
        schema: { tags, summary: 'Edit a player', params: idParams(), body: playerInputSchema, response: { 200: playerView, ...adminErrors } },
      },
      async (request) => players.update(request.params.id, request.body),
    );

    api.delete(
      '/api/players/:id',
      {
        config: { auth: 'admin' },
        schema: { tags, summary: 'Remove a player before the match starts', params: idParams(), response: { 204: z.null(), ...adminErrors } },
      },
      async (request, reply) => {
        await players.remove(request.params.id);
        return reply.code(204).send(null);
      },
    );

    api.put(
      '/api/players/:id/status',
      {
        config: { auth: 'admin' },
        schema: {
          tags,
          summary: 'Announce a player in or out of the playing XI (?playing=true|false)',
          params: idParams(),
          querystring: playingQuerySchema,
          response: { 200: playerView, ...adminErrors },
        },
      },
      async (request) => players.setPlaying(request.params.id, request.query.playing),
    );

    api.post(
      '/api/admin/matches/:id/lineups',
      {
        config: { auth: 'admin' },
        schema: {
          tags,
          summary: "Announce a match's line-ups: the playing XI of both sides (eleven each) in one action; again replaces them (recorded in the audit log)",
          description: 'The players named play, the rest of the squads do not; the match then carries lineupsAnnouncedAt. Before the match or while it is live (409 after).',
          params: idParams(),
          body: lineupsInputSchema,
          response: { 200: matchView, ...adminErrors },
        },
      },
      async (request) => {
        await players.announceLineups(request.params.id, request.body.playerIds, actorOf(request));
        return matches.get(request.params.id);
      },
    );

    api.get(
      '/api/matches/:id/dream-team',
      {
        config: { auth: 'public' },
        schema: {
          tags,
          summary: 'The Dream Team of a completed match: the eleven, Captain and Vice-Captain the team rules allow with the most points (404 before completion)',
          params: idParams(),
          response: { 200: dreamTeamView, 400: errorReply, 404: errorReply },
        },
      },
      async (request) => matchPlayers.dreamTeam(request.params.id),
    );
  };
}
