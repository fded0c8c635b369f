import { DEMO_ROLES } from './testing/testAuthProvider';
import { canAccess, firstPermittedChild, findResource, findSection, resources } from './registry';

describe('registry of the product declarations', () => {
  it('discovers the LM Factory section and its corpuses', () => {
    expect(findSection('lmfactory')).toMatchObject({ languageFilter: true, resetOnEnter: true });
    expect(findResource('lmfactory/corpuses')).toBeDefined();
    expect(new Set(resources.map((resource) => resource.name)).size).toBe(resources.length);
  });

  it('opens corpuses to admin and client, not to guest (spec §6)', () => {
    const corpuses = { resource: 'lmfactory/corpuses', action: 'list' };
    expect(canAccess(DEMO_ROLES.admin, corpuses)).toBe(true);
    expect(canAccess(DEMO_ROLES.client, corpuses)).toBe(true);
    expect(canAccess(DEMO_ROLES.guest, corpuses)).toBe(false);
    expect(canAccess(DEMO_ROLES.admin, { resource: 'nope', action: 'list' })).toBe(false);
  });

  it('redirects /lmfactory to the first permitted child', () => {
    expect(firstPermittedChild('lmfactory', DEMO_ROLES.client)?.name).toBe('lmfactory/corpuses');
    expect(firstPermittedChild('lmfactory', DEMO_ROLES.guest)).toBeUndefined();
  });
});
