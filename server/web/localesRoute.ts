import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { msg } from '../shared/messages';
import { localisedErrorBody } from '../services/shared/localise';

// A language code only: the file name never reaches the file system unchecked.
const LOCALE_FILE = /^([a-z]{2,3}(?:-[A-Za-z0-9]{2,8})?)\.json$/;

/** `GET /locales/{lng}.json`: the translation files of `locales/`; 404 JSON for any other. */
export function registerLocalesRoute(app: FastifyInstance, localesDir: string) {
  app.get<{ Params: { file: string } }>('/locales/:file', async (request, reply) => {
    const lng = LOCALE_FILE.exec(request.params.file)?.[1];
    const content = lng
      ? await readFile(join(localesDir, `${lng}.json`), 'utf8').catch(() => undefined)
      : undefined;
    if (content === undefined)
      return reply.code(404).send(localisedErrorBody(request, msg('request.notFound')));
    return reply
      .type('application/json; charset=utf-8')
      .header('cache-control', 'no-cache')
      .send(content);
  });
}
