import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../shared/errors';
import type { ServiceContext } from '../shared/service';
import { callReaders } from './access';
import { listCampaigns, listClients, listTags } from './directory.queries';
import {
  CampaignList,
  ClientList,
  DirectoryQuery,
  TagDirectoryQuery,
  TagList,
} from './directory.schemas';
import { clientScope } from '../shared/clientScope';
import { ownerOf } from '../shared/ownership';

const tags = ['clients and campaigns'];
const scopeNote = 'Administrators get every client; other users the clients of their groups.';

/**
 * `GET /client/?limit=100` and `GET /campaign/?limit=100` (spec §7): the search pickers; `GET
 * /tag/`: the tags to filter calls by.
 */
export const directoryRoutes: FastifyPluginAsyncZod<ServiceContext> = async (app, { db }) => {
  app.get(
    '/client/',
    {
      config: callReaders,
      schema: {
        tags,
        summary: 'Clients whose calls the caller may search',
        description: scopeNote,
        querystring: DirectoryQuery,
        response: { 200: ClientList, ...errorResponses },
      },
    },
    async (request) => ({
      data: await listClients(db, clientScope(request.claims), request.query.limit),
    }),
  );

  app.get(
    '/campaign/',
    {
      config: callReaders,
      schema: {
        tags,
        summary: 'Campaigns of those clients',
        description: scopeNote,
        querystring: DirectoryQuery,
        response: { 200: CampaignList, ...errorResponses },
      },
    },
    async (request) => ({
      data: await listCampaigns(db, clientScope(request.claims), request.query.limit),
    }),
  );

  app.get(
    '/tag/',
    {
      config: callReaders,
      schema: {
        tags,
        summary: 'Moriarty tags the calls may be filtered by (our addition)',
        description:
          'For the call filters of users who read calls without the Moriarty roles: id, label and ' +
          'language of each tag, by label.',
        querystring: TagDirectoryQuery,
        response: { 200: TagList, ...errorResponses },
      },
    },
    async (request) => ({
      data: await listTags(db, ownerOf(request.claims), request.query.lang, request.query.limit),
    }),
  );
};
