import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { msg } from '../../shared/messages';
import { clientScope } from '../shared/clientScope';
import { ErrorBody, errorBody, errorResponses, notFoundResponse } from '../shared/errors';
import type { ServiceContext } from '../shared/service';
import { sendPage } from '../shared/simpleRest';
import {
  deleteFtpAccount,
  findFtpAccount,
  insertFtpAccount,
  listFtpAccounts,
  resetFtpPassword,
  updateFtpAccount,
} from './ftpAccounts.queries';
import {
  CreatedFtpAccount,
  CreateFtpAccount,
  FTP_ACCOUNT_SORT_FIELDS,
  FtpAccount,
  FtpAccountListQuery,
  FtpAccountParams,
  PasswordReset,
  ResetPassword,
  UpdateFtpAccount,
} from './ftpAccounts.schemas';

const tags = ['ftp-accounts'];
const readers = { role: 'app.config.ftp_account' } as const;
const editors = { role: 'global.admin' } as const;
/** The password a create or reset answers is never written to the audit trail. */
const secret = { auditOmit: ['password'] } as const;
const notFound = () => errorBody(msg('request.notFound'));
const refused = ({ errors }: { errors: Record<string, string[]> }) =>
  errorBody(msg('request.invalidBody'), errors);

/**
 * FTP accounts ("connect-ftp") in ra-data-simple-rest conventions (issue 13), keyed by login name
 * (the record's `id`): read with `app.config.ftp_account` (a client user only its own clients'
 * accounts: another one is 404), changed by administrators only, each change audited. The
 * password is answered once (create, reset-password), stored only as a scrypt hash.
 */
export const ftpAccountRoutes: FastifyPluginAsyncZod<ServiceContext> = async (app, { db }) => {
  app.get(
    '/ftp-accounts',
    {
      config: readers,
      schema: {
        tags,
        summary: 'The FTP accounts the caller may read, by name (never their password)',
        description:
          'simple-rest list: `filter` `{"q": "text the login name contains, case aside", ' +
          '"client_id": 1, "id": ["login", …], "enabled": true}`, `range` `[first, last]`, ' +
          `\`sort\` \`[field, "ASC" | "DESC"]\` (field: ${FTP_ACCOUNT_SORT_FIELDS.join(', ')}; ` +
          'default name), answered as a JSON array with `Content-Range` and `X-Total-Count`. ' +
          'Each record’s `id` is its login name. A client user reads only its own clients’ accounts.',
        querystring: FtpAccountListQuery,
        response: { 200: z.array(FtpAccount), ...errorResponses },
      },
    },
    async (request, reply) =>
      sendPage(
        reply,
        'ftp-accounts',
        await listFtpAccounts(db, clientScope(request.claims), request.query),
      ),
  );

  app.get(
    '/ftp-accounts/:name',
    {
      config: readers,
      schema: {
        tags,
        summary: 'One FTP account by login name (404 for another client’s, to a client user)',
        params: FtpAccountParams,
        response: { 200: FtpAccount, ...errorResponses, ...notFoundResponse },
      },
    },
    async (request, reply) =>
      (await findFtpAccount(db, clientScope(request.claims), request.params.name)) ??
      reply.code(404).send(notFound()),
  );

  app.post(
    '/ftp-accounts',
    {
      config: { ...editors, ...secret, audit: 'create' },
      schema: {
        tags,
        summary: 'Adds an FTP account (administrators); the answer shows its password, once',
        description:
          'Without `password` the platform generates one (24 characters). Either way the answer ' +
          'is the only one that shows it (`password`). `home_folder` defaults to `/{name}`, ' +
          '`allowed_sources` to [] (any address), `enabled` to true. A weak password is ' +
          '`errors.password`; a bad source `errors["allowed_sources.<index>"]`; an unknown client ' +
          '`errors.client_id`; a login name in use a 409 with `errors.name`.',
        body: CreateFtpAccount,
        response: {
          201: CreatedFtpAccount,
          ...errorResponses,
          409: ErrorBody.describe('The login name is in use: `errors.name`'),
        },
      },
    },
    async (request, reply) => {
      const result = await insertFtpAccount(db, request.body);
      if ('errors' in result) return reply.code(400).send(refused(result));
      if ('nameTaken' in result) {
        const message = msg('ftp.nameTaken', { name: result.nameTaken });
        return reply.code(409).send(errorBody(message, { name: [message] }));
      }
      return reply.code(201).send(result);
    },
  );

  app.put(
    '/ftp-accounts/:name',
    {
      config: { ...editors, audit: 'update' },
      schema: {
        tags,
        summary: 'Changes an FTP account (administrators) and returns it',
        description:
          'Any of client_id, home_folder, allowed_sources, enabled; omitted ones are kept. The ' +
          'login name cannot be changed: `name` may be sent back as it is, another one is a 400 ' +
          'with `errors.name`. `id`, `account_id`, `inserted_at`, `updated_at` and `password` (the ' +
          'create answer’s, which a form may send back) are ignored: the password changes only ' +
          'by `POST ftp-accounts/{name}/reset-password`.',
        params: FtpAccountParams,
        body: UpdateFtpAccount,
        response: { 200: FtpAccount, ...errorResponses, ...notFoundResponse },
      },
    },
    async (request, reply) => {
      const result = await updateFtpAccount(db, request.params.name, request.body);
      if (!result) return reply.code(404).send(notFound());
      if ('errors' in result) return reply.code(400).send(refused(result));
      return result;
    },
  );

  app.post(
    '/ftp-accounts/:name/reset-password',
    {
      config: { ...editors, ...secret, audit: 'update', auditParent: true },
      schema: {
        tags,
        summary: 'Sets a new password (administrators): `{id, password}`, shown this once',
        description:
          'Body `{"password": "…"}` to choose it (a weak one is `errors.password`), or no body ' +
          '(or `{}`) for a generated one. The previous password stops working.',
        params: FtpAccountParams,
        body: ResetPassword,
        response: { 200: PasswordReset, ...errorResponses, ...notFoundResponse },
      },
    },
    async (request, reply) =>
      (await resetFtpPassword(db, request.params.name, request.body?.password)) ??
      reply.code(404).send(notFound()),
  );

  app.delete(
    '/ftp-accounts/:name',
    {
      config: { ...editors, audit: 'delete' },
      schema: {
        tags,
        summary: 'Deletes an FTP account and its activity (administrators); returns it as it was',
        params: FtpAccountParams,
        response: { 200: FtpAccount, ...errorResponses, ...notFoundResponse },
      },
    },
    async (request, reply) =>
      (await deleteFtpAccount(db, request.params.name)) ?? reply.code(404).send(notFound()),
  );
};
