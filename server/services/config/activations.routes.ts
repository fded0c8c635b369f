import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { msg } from '../../shared/messages';
import { clientScope } from '../shared/clientScope';
import { ErrorBody, errorBody, errorResponses, notFoundResponse } from '../shared/errors';
import type { ServiceContext } from '../shared/service';
import { sendPage } from '../shared/simpleRest';
import {
  ACTIVATION_REALM,
  createActivation,
  findActivation,
  listActivations,
  type ActivationRefusal,
} from './activations.queries';
import {
  AccountActivation,
  ActivationListQuery,
  ActivationParams,
  CreateActivation,
  CreatedActivation,
} from './activations.schemas';

const tags = ['account-activations'];
const readers = { role: 'app.config.client' } as const;
const creators = { role: 'global.admin' } as const;

/** A refusal at its field: `errors.email` (409) or `errors.client_id` (400). */
function refusal(refused: ActivationRefusal) {
  if ('emailTaken' in refused) {
    const message = msg('config.activationEmailTaken', { email: refused.emailTaken });
    return { status: 409, body: errorBody(message, { email: [message] }) } as const;
  }
  const message =
    'unknownClient' in refused
      ? msg('config.activationUnknownClient', { id: refused.unknownClient })
      : msg('config.activationClientSuspended', { name: refused.clientSuspended });
  return {
    status: 400,
    body: errorBody(msg('request.invalidBody'), { client_id: [message] }),
  } as const;
}

/**
 * Account activations in ra-data-simple-rest conventions (issue 13, console route
 * `config/activate-account`): created by administrators, read with `app.config.client`
 * (administrators every one, a client user only its own clients': another one is 404).
 */
export const activationRoutes: FastifyPluginAsyncZod<ServiceContext> = async (
  app,
  { db, publicUrl, activationTtlSeconds },
) => {
  app.get(
    '/account-activations',
    {
      config: readers,
      schema: {
        tags,
        summary: 'The account activations the caller may read, newest first',
        description:
          'simple-rest list: `filter` `{"q": "text the e-mail or a name contains, case aside", ' +
          '"client_id": 3, "status": "pending" | "activated" | "expired", "id": [1, 2]}`, ' +
          '`range` `[first, last]`, `sort` `[field, "ASC" | "DESC"]` (field: id, email, ' +
          'client_id, status, expires_at, activated_at, inserted_at; default id DESC); answered ' +
          'as a JSON array with `Content-Range: account-activations first-last/total` and ' +
          '`X-Total-Count`. A client user (groups `client-<id>`) reads only its own clients’. ' +
          'No read ever shows the activation link or its token.',
        querystring: ActivationListQuery,
        response: { 200: z.array(AccountActivation), ...errorResponses },
      },
    },
    async (request, reply) =>
      sendPage(
        reply,
        'account-activations',
        await listActivations(db, clientScope(request.claims), request.query),
      ),
  );

  app.get(
    '/account-activations/:id',
    {
      config: readers,
      schema: {
        tags,
        summary: 'One account activation (404 for another client’s, to a client user)',
        params: ActivationParams,
        response: { 200: AccountActivation, ...errorResponses, ...notFoundResponse },
      },
    },
    async (request, reply) =>
      (await findActivation(db, clientScope(request.claims), request.params.id)) ??
      reply.code(404).send(errorBody(msg('request.notFound'))),
  );

  app.post(
    '/account-activations',
    {
      // The link is a credential: recorded in the audit trail without it.
      config: { ...creators, audit: 'create', auditOmit: ['activation_url'] },
      schema: {
        tags,
        summary: 'Invites a person of a client (administrators): a disabled account and its link',
        description:
          `Creates a user of the identity server’s realm \`${ACTIVATION_REALM.name}\` — ` +
          'username = e-mail, member of the group `client-<client_id>`, holding exactly the ' +
          'given roles and languages — disabled until the person opens `activation_url` and ' +
          'chooses a password. The link works once, for ' +
          `${activationTtlSeconds / 3600} hours (\`ACTIVATION_TTL_HOURS\`, 72 by default), and ` +
          'is answered only here: pass it on to the person. Refusals: an ' +
          'e-mail a user of the realm already has → 409 `errors.email` (an invitation that ' +
          'expired unused is replaced instead); an unknown or ' +
          'suspended client → 400 `errors.client_id`; a role other than the `app.*` ones → ' +
          '400 `errors["roles.<i>"]`.',
        body: CreateActivation,
        response: {
          201: CreatedActivation,
          ...errorResponses,
          409: ErrorBody.describe('A user of the realm already has that e-mail: `errors.email`'),
        },
      },
    },
    async (request, reply) => {
      const result = await createActivation(db, request.body, {
        publicUrl,
        ttlSeconds: activationTtlSeconds,
      });
      if ('id' in result) return reply.code(201).send(result);
      const { status, body } = refusal(result);
      return reply.code(status).send(body);
    },
  );
};
