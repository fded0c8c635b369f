import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../shared/errors';
import type { ServiceContext } from '../shared/service';
import { callReaders } from './access';
import { listCampaigns, listClients } from './directory.queries';
import { CampaignList, ClientList, DirectoryQuery } from './directory.schemas';
import { clientScope } from './scope';

const tags = ['clients and campaigns'];
const scopeNote = 'Administrators get every client; other users the clients of their groups.';

/** `GET /client/?limit=100` and `GET /campaign/?limit=100` (spec §7): the search pickers. */
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
};
