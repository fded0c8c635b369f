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
    // A character inside the signature: the last one also holds padding bits, which decoders
    // ignore: a signature ending in B–P, its last character made 'A', is the same signature.
    const at = token.length - 10;
    const other = token[at] === 'A' ? 'B' : 'A';
    await expect(verify(`${token.slice(0, at)}${other}${token.slice(at + 1)}`)).rejects.toThrow();
  });
});
