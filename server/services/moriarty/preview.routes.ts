import type { FastifyRequest } from 'fastify';
import { askerGone } from '../shared/askerGone';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ServiceContext } from '../shared/service';
import { clientScope, scopedClientIds } from '../shared/clientScope';
import { ownerOf } from '../shared/ownership';
import { readPreviewCallLimit, recentCallIndex } from './callIndexCache';
import { clueMatcher, matchClue, matchTag } from './engine';
import { previewAnswer, previewClue, previewTagClues } from './preview';
import { PreviewAnswer, PreviewClueBody, PreviewTagBody } from './preview.schemas';
import { queryErrorResponses } from './queryErrors';

const config = { roles: ['app.moriarty.clues', 'app.moriarty.tags'] } as const;
const tags = ['preview'];

const EVALUATED =
  'Evaluated against the most recent calls of the language (10 000 by default, ' +
  '`MORIARTY_PREVIEW_CALLS`) among the caller’s clients: administrators see every client, ' +
  'other users the clients of their `client-<id>` groups. Matching is case- and ' +
  'accent-insensitive, in the turns of the clue’s speakers, consecutive turns of one speaker ' +
  'merged when at most concatenation_delay ms apart; all the positive words of a clue must be ' +
  'said in one merged segment.';

/** Live preview of a clue or tag being edited: what it would detect in recent calls. */
export const previewRoutes: FastifyPluginAsyncZod<ServiceContext> = async (
  app,
  { db, heavyReads },
) => {
  const limit = readPreviewCallLimit();
  const indexFor = (request: FastifyRequest, lang: string) =>
    recentCallIndex(db, {
      lang,
      clientIds: scopedClientIds(clientScope(request.claims)),
      limit,
    });

  app.post(
    '/preview/clue',
    {
      config: { ...config, audit: false },
      schema: {
        tags,
        summary: 'Evaluates an unsaved clue against recent calls',
        description: `${EVALUATED} A syntax error answers 400 \`Invalid query\` with its position.`,
        body: PreviewClueBody,
        response: { 200: PreviewAnswer, ...queryErrorResponses },
      },
    },
    async (request) =>
      heavyReads(async () => {
        const clue = previewClue(request.body);
        const index = await indexFor(request, request.body.lang);
        return previewAnswer(index, matchClue(index, clue), request.body.limit);
      }, askerGone(request)),
  );

  app.post(
    '/preview/tag',
    {
      config: { ...config, audit: false },
      schema: {
        tags,
        summary: 'Evaluates an unsaved tag (and its unsaved clues) against recent calls',
        description:
          `${EVALUATED} The query references stored clues of the language by id, or clues ` +
          'given in `clues` (which override stored ones with the same id; new ones use negative ' +
          'ids). A syntax error in a given clue answers 400 with the field `clues.<n>.query` ' +
          'and its position; an unknown clue id answers 400 `Invalid query`.',
        body: PreviewTagBody,
        response: { 200: PreviewAnswer, ...queryErrorResponses },
      },
    },
    async (request) =>
      heavyReads(async () => {
        const clues = await previewTagClues(db, request.body, ownerOf(request.claims));
        const index = await indexFor(request, request.body.lang);
        const matches = matchTag(request.body.query, clueMatcher(index, clues), index.calls.length);
        return previewAnswer(index, matches, request.body.limit);
      }, askerGone(request)),
  );
};
