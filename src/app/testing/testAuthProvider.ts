import type { AuthProvider } from 'react-admin';
import { ROLES, type RoleMap } from '../../../contracts/roles';
import type { Registry } from '../createRegistry';

/** The demo users' roles (architecture §6). */
export const DEMO_ROLES: Record<'admin' | 'client' | 'guest', RoleMap> = {
  admin: Object.fromEntries(ROLES.map((role) => [role, true])),
  client: {
    'app.scribr.analytics': true,
    'app.scribr.call_list': true,
    'app.moriarty.tags': true,
    'app.moriarty.clues': true,
    'app.lm_factory.corpuses': true,
    'app.phonelines.list': true,
  },
  guest: {},
};

/** An authenticated user with `roles`, access answered by the registry like the real one. */
export const createTestAuthProvider = (registry: Registry, roles: RoleMap): AuthProvider => ({
  login: () => Promise.resolve(),
  logout: () => Promise.resolve(),
  checkAuth: () => Promise.resolve(),
  checkError: () => Promise.resolve(),
  getPermissions: () => Promise.resolve(roles),
  getIdentity: () => Promise.resolve({ id: 'user', fullName: 'Test User' }),
  canAccess: ({ resource, action }) =>
    Promise.resolve(registry.canAccess(roles, { resource, action })),
});
