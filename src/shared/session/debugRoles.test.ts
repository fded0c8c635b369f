import { beforeEach, describe, expect, it } from 'vitest';
import { startDebugRoles, stopDebugRoles, toggleDebugRole } from './debugRoles';
import { getSession, resetSession, setUserRoles } from './sessionStore';

const ADMIN = { 'global.admin': true, 'app.lm_factory.corpuses': true, 'feat.scribr.prx': true };

beforeEach(() => resetSession());

describe('debug roles (spec §4)', () => {
  it('lets an administrator toggle roles locally, isAdmin and hasFeatPrx following', () => {
    setUserRoles(ADMIN);
    startDebugRoles();
    expect(getSession().debugRoles).toBe(true);
    toggleDebugRole('global.admin');
    toggleDebugRole('feat.scribr.prx');
    toggleDebugRole('app.moriarty.tags');
    expect(getSession()).toMatchObject({
      isAdmin: false,
      hasFeatPrx: false,
      userRoles: {
        'global.admin': false,
        'feat.scribr.prx': false,
        'app.lm_factory.corpuses': true,
        'app.moriarty.tags': true,
      },
    });
  });

  it('gives the token’s roles back when debugging stops', () => {
    setUserRoles(ADMIN);
    startDebugRoles();
    toggleDebugRole('global.admin');
    stopDebugRoles();
    expect(getSession()).toMatchObject({ debugRoles: false, isAdmin: true, userRoles: ADMIN });
    expect(getSession().rolesBeforeDebug).toBeUndefined();
  });

  it('is for administrators only, and toggles nothing outside debug mode', () => {
    setUserRoles({ 'app.moriarty.tags': true });
    startDebugRoles();
    expect(getSession().debugRoles).toBe(false);
    toggleDebugRole('global.admin');
    expect(getSession().isAdmin).toBe(false);
  });
});
