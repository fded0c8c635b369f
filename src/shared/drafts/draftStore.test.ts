import { beforeEach, describe, expect, it } from 'vitest';
import {
  discardDraft,
  keepDrafts,
  registerDraftSource,
  resetDraftSources,
  takeDraft,
} from './draftSources';
import { draftKey, readDraft, removeDraft, writeDraft } from './draftStore';

beforeEach(() => {
  window.sessionStorage.clear();
  window.localStorage.clear();
  resetDraftSources();
});

describe('draft store', () => {
  it('keys drafts by route and user, and keeps them in session storage only', () => {
    const key = draftKey('/lmfactory/corpuses/add', 'u1');
    expect(key).toBe('draft.u1./lmfactory/corpuses/add');
    expect(draftKey('/x/7')).toBe('draft.anonymous./x/7');
    writeDraft(key, { label: 'Corpus', sentences: ['a', 'b'] });
    expect(readDraft(key)).toEqual({ label: 'Corpus', sentences: ['a', 'b'] });
    expect(window.sessionStorage.getItem(key)).not.toBeNull();
    expect(window.localStorage.length).toBe(0);
    removeDraft(key);
    expect(readDraft(key)).toBeUndefined();
  });

  it('reads nothing from a missing, broken or non-object entry', () => {
    expect(readDraft('draft.u1./nothing')).toBeUndefined();
    window.sessionStorage.setItem('draft.u1./broken', '{not json');
    window.sessionStorage.setItem('draft.u1./list', '["a"]');
    expect(readDraft('draft.u1./broken')).toBeUndefined();
    expect(readDraft('draft.u1./list')).toBeUndefined();
  });
});

describe('draft sources', () => {
  it('writes every registered form when the session ends, and forgets unregistered ones', () => {
    const unregister = registerDraftSource('draft.u1./a', () => ({ label: 'A' }));
    registerDraftSource('draft.u1./b', () => ({ label: 'B' }))();
    keepDrafts();
    expect(readDraft('draft.u1./a')).toEqual({ label: 'A' });
    expect(readDraft('draft.u1./b')).toBeUndefined();
    unregister();
  });

  it('discards a saved draft, except while the page leaves to sign in', () => {
    writeDraft('draft.u1./a', { label: 'A' });
    discardDraft('draft.u1./a');
    expect(readDraft('draft.u1./a')).toBeUndefined();
    registerDraftSource('draft.u1./a', () => ({ label: 'A2' }));
    keepDrafts();
    discardDraft('draft.u1./a');
    expect(readDraft('draft.u1./a')).toEqual({ label: 'A2' });
  });

  it('hands a draft over once, and none while the page leaves to sign in', () => {
    writeDraft('draft.u1./a', { label: 'A' });
    expect(takeDraft('draft.u1./a')).toEqual({ label: 'A' });
    expect(takeDraft('draft.u1./a')).toBeUndefined();
    registerDraftSource('draft.u1./a', () => ({ label: 'A2' }));
    keepDrafts();
    expect(takeDraft('draft.u1./a')).toBeUndefined();
    expect(readDraft('draft.u1./a')).toEqual({ label: 'A2' });
  });
});
