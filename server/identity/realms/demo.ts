import { ROLES } from '../../../contracts/roles';
import type { RealmDefinition } from './types';

/** The administrator: global.admin and every app.* and feat.* role the console knows. */
const administratorRoles = ROLES.filter(
  (role) => role === 'global.admin' || role.startsWith('app.') || role.startsWith('feat.'),
);

/**
 * The demo realm. DEMO-ONLY CREDENTIALS: each password equals the user name (architecture §6),
 * stored as its scrypt hash; these accounts exist for local development and tests and must never
 * reach a real deployment: `DEMO=0` or a realm file (REALM_FILE) leaves this realm out.
 */
export const demoRealm: RealmDefinition = {
  name: 'demo',
  displayName: 'Speech Console',
  clients: [
    {
      clientId: 'console',
      redirectUris: ['/*', 'http://localhost:*/*', 'http://127.0.0.1:*/*'],
      // DEMO REALM ONLY: the password grant, as Keycloak enables it on new clients (test tools).
      directAccessGrants: true,
    },
  ],
  users: [
    {
      id: '6f1c2b7e-6d1a-4f3e-9a53-2f0d8c1b7a01',
      username: 'admin',
      // DEMO ONLY: the password is 'admin'.
      passwordHash:
        'scrypt$16384$8$1$N11zrLsDkS8a6wki7Yg4JA==$jiFtmnKwhZYVA/DRpRMu8HX3NhYIHJYUEPBHKgydw7U=',
      email: 'admin@example.com',
      firstName: 'Ada',
      lastName: 'Admin',
      clientRoles: { console: administratorRoles },
      languages: ['fr', 'en'],
      groups: ['staff'],
    },
    {
      id: '0b8e4c1d-3f52-4e7a-8c9d-5a6b7c8d9e02',
      username: 'client',
      // DEMO ONLY: the password is 'client'.
      passwordHash:
        'scrypt$16384$8$1$1RgxRVpfuElbBCYkq3pk2w==$L8mDPpJSmFClLRQw2/KK1jjfD4AKqkcOl43iOBuFszs=',
      email: 'client@example.com',
      firstName: 'Claire',
      lastName: 'Client',
      clientRoles: {
        console: [
          'app.scribr.analytics',
          'app.scribr.call_list',
          'app.moriarty.tags',
          'app.moriarty.clues',
          'app.lm_factory.corpuses',
          'app.phonelines.list',
        ],
      },
      languages: ['fr', 'en'],
      groups: ['client-1'],
    },
    {
      // A client's developer (issue 14): the developer Console's H2B and batch dashboards of
      // client 1, nothing else.
      id: 'cd1015e8-8b36-44a3-ba92-faf39e518047',
      username: 'integrator',
      // DEMO ONLY: the password is 'integrator'.
      passwordHash:
        'scrypt$16384$8$1$Quk/FQD7gba9Eht3sW1j8Q==$sjKL9440NO+w7R5bQi+g/ajHfip6ho/X3AoBssiuTfE=',
      email: 'integrator@example.com',
      firstName: 'Inès',
      lastName: 'Integrator',
      clientRoles: { console: ['app.console.h2b', 'app.console.batch'] },
      languages: ['fr', 'en'],
      groups: ['client-1'],
    },
    {
      id: 'c3d4e5f6-a7b8-4c9d-8e0f-1a2b3c4d5e03',
      username: 'guest',
      // DEMO ONLY: the password is 'guest'.
      passwordHash:
        'scrypt$16384$8$1$W5/KAp4MxsSVdz5yoflbzw==$K0LqMPo3ST0Ix0TuulgcWFsZ9iTNzJDP6dB/Oa9Crpk=',
      email: 'guest@example.com',
      firstName: 'Gabriel',
      lastName: 'Guest',
      clientRoles: {},
      languages: ['fr'],
      groups: [],
    },
  ],
};
