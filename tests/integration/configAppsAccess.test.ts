import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLES } from '../../contracts/roles';
import { signTestToken } from '../support/testTokens';
import { startTestPlatform, type TestPlatform } from './support/testPlatform';

// `GET apps?language_model_id=` of the configuration service: LM Factory's language models page
// (used-app count) and the config pages read apps, so any of their roles may.
const url = '/services/config/api/apps?language_model_id=1';
const configRoles = ROLES.filter((role) => role.startsWith('app.config.'));

let platform: TestPlatform;
beforeAll(async () => {
  // Tokens with chosen roles are signed with the test key.
  platform = await startTestPlatform({ seedSize: 0 }, 'test-key');
});
afterAll(() => platform.close());

const asHolderOf = async (roles: readonly string[]) =>
  platform.request({ url, token: await signTestToken('someone', { roles }) });

describe('GET apps: roles (any of)', () => {
  it.each(['app.lm_factory.language_models', ...configRoles])('%s may read apps', async (role) => {
    const response = await asHolderOf([role]);
    expect(response.statusCode).toBe(200);
    expect(Array.isArray(response.json())).toBe(true);
  });

  it('lists the config roles the pages to come will hold', () => {
    expect(configRoles).toEqual(expect.arrayContaining(['app.config.batch', 'app.config.stream']));
  });

  it('refuses other roles (LM Factory corpuses, Moriarty, global.admin alone)', async () => {
    for (const roles of [
      ['app.lm_factory.corpuses'],
      ['app.moriarty.tags'],
      ['global.admin'],
      [],
    ]) {
      const response = await asHolderOf(roles);
      expect(response.statusCode, roles.join()).toBe(403);
    }
  });
});
