import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkAuditDeclared } from '../../server/services/shared/audit';
import { startTestPlatform, type TestPlatform } from './support/testPlatform';

// Issue 11, "Audit trail": every create, update, archive and deletion on every service is recorded
// (who, when, which record, before and after), and administrators read a record's history.
let platform: TestPlatform;
beforeAll(async () => {
  platform = await startTestPlatform({ seedSize: 0 });
});
afterAll(() => platform.close());

interface Entry {
  action: string;
  actor: { name: string | null };
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
  at: string;
}
const history = async (base: string, path: string, as: 'admin' | 'client' = 'admin') =>
  platform.request({ url: `${base}/history?path=${encodeURIComponent(path)}`, as });
const entries = async (base: string, path: string) =>
  ((await history(base, path)).json() as { data: Entry[] }).data;

describe('the audit trail', () => {
  it('records a tag’s creation and each change, who made it, before and after', async () => {
    const moriarty = '/services/moriarty/api';
    const created = await platform.request({
      method: 'POST',
      url: `${moriarty}/tags`,
      as: 'admin',
      payload: { label: 'Avant', lang: 'fr' },
    });
    const { id } = created.json();
    await platform.request({
      method: 'PATCH',
      url: `${moriarty}/tags/${id}`,
      as: 'client',
      payload: { label: 'Refusé' }, // the platform's tag: 403, not recorded
    });
    await platform.request({
      method: 'PATCH',
      url: `${moriarty}/tags/${id}`,
      as: 'admin',
      payload: { label: 'Après' },
    });
    const trail = await entries(moriarty, `tags/${id}`);
    expect(trail.map((entry) => entry.action)).toEqual(['update', 'create']);
    expect(trail[0]).toMatchObject({
      actor: { name: 'admin' },
      before: { id, label: 'Avant' },
      after: { id, label: 'Après' },
    });
    expect(trail[1]).toMatchObject({ before: null, after: { id, label: 'Avant' } });
    expect(Date.parse(trail[0].at)).toBeGreaterThanOrEqual(Date.parse(trail[1].at));
  });

  it('records a corpus archived and a language model changed', async () => {
    const lm = '/services/lm-factory/api';
    const { id: corpus } = (
      await platform.request({
        method: 'POST',
        url: `${lm}/corpuses`,
        as: 'client',
        payload: { label: 'Journal', description: '', lang: 'fr', sentences: ['bonjour'] },
      })
    ).json();
    await platform.request({ method: 'DELETE', url: `${lm}/corpuses/${corpus}`, as: 'client' });
    const corpusTrail = await entries(lm, `corpuses/${corpus}`);
    expect(corpusTrail.map((entry) => entry.action)).toEqual(['archive', 'create']);
    expect(corpusTrail[0]).toMatchObject({
      actor: { name: 'client' },
      before: { status: 'available', sentences: ['bonjour'] },
      after: { status: 'archived' },
    });
    // The created record is read back when the answer is its id alone.
    expect(corpusTrail[1].after).toMatchObject({ id: corpus, label: 'Journal' });

    const models = (await platform.request({ url: `${lm}/language_models`, as: 'admin' })).json();
    const model = models[0];
    const put = await platform.request({
      method: 'PUT',
      url: `${lm}/language_models/${model.id}`,
      as: 'admin',
      payload: { description: 'Décrit pour l’audit' },
    });
    expect(put.statusCode).toBe(200);
    const [change] = await entries(lm, `language_models/${model.id}`);
    expect(change).toMatchObject({
      action: 'update',
      before: { description: model.description },
      after: { description: 'Décrit pour l’audit' },
    });
  });

  it('is read by administrators only', async () => {
    expect((await history('/services/moriarty/api', 'tags/1', 'client')).statusCode).toBe(403);
    expect((await history('/services/moriarty/api', 'tags/1')).statusCode).toBe(200);
    expect((await history('/services/moriarty/api', '../x?y')).statusCode).toBe(400);
  });

  it('is declared by every changing route: one that says nothing stops the start', () => {
    expect(() =>
      checkAuditDeclared({ method: 'POST', url: '/x', config: { role: 'global.admin' } } as never),
    ).toThrow('POST /x: declare config.audit (or false)');
    expect(() =>
      checkAuditDeclared({ method: 'GET', url: '/x', config: {} } as never),
    ).not.toThrow();
  });
});
