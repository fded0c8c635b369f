import { defineService } from '../shared/service';
import { gdprRoutes } from './gdpr.routes';
import { lineRoutes } from './lines.routes';

/**
 * Phone lines service (spec §7, issue 14): the clients' phone lines and the data-protection
 * (GDPR) requests about a caller's number.
 */
export const phonelinesService = defineService({
  name: 'phonelines',
  title: 'Phone lines',
  description:
    'The phone lines of the platform’s clients (simple-rest: `lines`; read with ' +
    '`app.phonelines.list`, changed by administrators) and GDPR requests about a caller’s ' +
    'number (`gdpr-requests`, `app.phonelines.gdpr`): a preview, an export (a ZIP archive of the ' +
    'calls, downloadable for a limited time) or an erasure (the calls and everything derived ' +
    'from them), and their history, which keeps a salted hash of the number, never the number. ' +
    'Administrators (`global.admin`) see every client; other users the clients named by their ' +
    '`client-<id>` groups (`app_metadata_groups`): another client’s record is a 404.',
  routes: async (app, context) => {
    await app.register(lineRoutes, context);
    await app.register(gdprRoutes, context);
  },
});
