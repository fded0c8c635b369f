import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { clientScope } from '../shared/clientScope';
import { errorResponses } from '../shared/errors';
import type { ServiceContext } from '../shared/service';
import { sendPage } from '../shared/simpleRest';
import { listCampaigns } from './campaigns.queries';
import { CAMPAIGN_SORT_FIELDS, Campaign, CampaignListQuery } from './campaigns.schemas';

/** A client's campaigns for its detail page (issue 13): read with `app.config.client`, scoped. */
export const campaignRoutes: FastifyPluginAsyncZod<ServiceContext> = async (app, { db }) => {
  app.get(
    '/campaigns',
    {
      config: { role: 'app.config.client' },
      schema: {
        tags: ['campaigns'],
        summary: 'The campaigns of the clients the caller may read, by name',
        description:
          'simple-rest list (react-admin’s getManyReference: `filter={"client_id":1}`): ' +
          '`filter` `{"client_id": 1, "q": "text the name contains, case aside", "id": [1, 2]}`, ' +
          `\`range\` \`[first, last]\`, \`sort\` \`[field, "ASC" | "DESC"]\` (field: ${CAMPAIGN_SORT_FIELDS.join(', ')}), ` +
          'answered as a JSON array with `Content-Range` and `X-Total-Count`. A client user ' +
          'reads only its own clients’ campaigns.',
        querystring: CampaignListQuery,
        response: { 200: z.array(Campaign), ...errorResponses },
      },
    },
    async (request, reply) =>
      sendPage(
        reply,
        'campaigns',
        await listCampaigns(db, clientScope(request.claims), request.query),
      ),
  );
};
