import { defineService } from '../shared/service';
import { ftpAccountRoutes } from './ftpAccounts.routes';
import { ftpActivityRoutes } from './ftpActivity.routes';

/**
 * FTP account service (spec §7, architecture §1): the logins a client's systems drop audio files
 * with (`connect-ftp`: keyed by login name, passwords shown once and stored as hashes) and what
 * each account did (`ftp`: sign-ins, files received and their processing state).
 */
export const ftpService = defineService({
  name: 'ftp',
  title: 'FTP accounts',
  description:
    'FTP accounts of the platform’s clients, in ra-data-simple-rest conventions: `ftp-accounts` ' +
    '(edited by login name; a password is answered once, at creation or reset, and stored only ' +
    'as a hash) and `ftp-activity` (last sign-ins and files received, read-only).',
  routes: async (app, context) => {
    await app.register(ftpAccountRoutes, context);
    await app.register(ftpActivityRoutes, context);
  },
});
