import { afterEach, describe, expect, it, vi } from 'vitest';
import { signTestToken, testTokenVerifier } from '../../tests/support/testTokens';

afterEach(() => vi.useRealTimers());

describe('createTokenVerifier', () => {
  it('takes a token it verified once as verified until it expires, then refuses it', async () => {
    const verify = await testTokenVerifier();
    const token = await signTestToken('admin', { expiresIn: 60 });
    expect((await verify(token)).sub).toBeDefined();
    expect((await verify(token)).sub).toBeDefined();
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 61_000);
    await expect(verify(token)).rejects.toThrow();
  });

  it('refuses a token that differs from a verified one by a character', async () => {
    const verify = await testTokenVerifier();
    const token = await signTestToken('admin');
    await verify(token);
    const last = token.at(-1) === 'A' ? 'B' : 'A';
    await expect(verify(`${token.slice(0, -1)}${last}`)).rejects.toThrow();
  });
});
