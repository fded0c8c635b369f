import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAs } from '../support/login';
import { startTestPlatform, type TestPlatform } from './support/testPlatform';

// The whole chain: tokens from the platform's own identity server (login page, code + PKCE),
// verified by the services against the identity's keys and realms.
const api = '/services/lm-factory/api';

let platform: TestPlatform;
beforeAll(async () => {
  platform = await startTestPlatform({}, 'real');
});
afterAll(() => platform.close());

describe('services with tokens of the identity server', () => {
  it('let admin and client read and create corpuses', async () => {
    for (const as of ['admin', 'client'] as const) {
      expect((await platform.request({ url: `${api}/corpuses?lang=fr`, as })).statusCode).toBe(200);
      const created = await platform.request({
        method: 'POST',
        url: `${api}/corpuses`,
        as,
        payload: { description: '', label: `By ${as}`, lang: 'en', sentences: ['hello'] },
      });
      expect(created.statusCode).toBe(201);
    }
  });

  it('refuse guest with 403', async () => {
    const response = await platform.request({ url: `${api}/corpuses`, as: 'guest' });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ message: 'Forbidden', errors: {} });
  });

  it('refuse an ID token and a refresh token as bearer tokens', async () => {
    const { id_token, refresh_token } = await loginAs(platform.options.publicUrl, 'admin');
    for (const token of [id_token, refresh_token]) {
      const response = await platform.request({ url: `${api}/corpuses`, token });
      expect(response.statusCode).toBe(401);
    }
  });

  it('refuse a request without a token with 401', async () => {
    expect((await platform.request({ url: `${api}/corpuses` })).statusCode).toBe(401);
  });
});
