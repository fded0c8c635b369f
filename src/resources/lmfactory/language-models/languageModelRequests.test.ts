import languageModels from '../language-models.resource';
import { parseLanguageModel, postLanguageModel } from './languageModelRequests';
import {
  changeMessages,
  configBody,
  newAliases,
  nextChange,
  SETTINGS_ORDER,
  withChange,
  type ModelSettings,
} from './settingsChanges';

describe('language model declaration (spec §7 calls)', () => {
  const data = languageModels.data;
  if (data.shape !== 'wholeList') throw new Error('language models are a whole-list service');

  it('is the LM Factory language models resource, first in its section', () => {
    expect(languageModels).toMatchObject({
      name: 'lmfactory/language-models',
      path: 'language-models',
      order: 1,
      role: 'app.lm_factory.language_models',
    });
  });

  it('lists with GET language_models?lang=, reads, updates and archives by id', () => {
    expect(data.list({ language: 'FR', q: 'x' })).toEqual({
      path: 'language_models',
      query: { lang: 'fr' },
    });
    expect(data.one?.(3)).toEqual({ path: 'language_models/3' });
    expect(
      data.update?.(3, { description: 'New', label: 'x', status: 'success' }, { id: 3 }),
    ).toEqual({
      method: 'PUT',
      path: 'language_models/3',
      body: { description: 'New' },
    });
    expect(data.delete?.(3)).toEqual({ method: 'DELETE', path: '/language_models/3' });
  });

  it('creates with POST language_models and exactly { corpuses, description, dictionaries, label, lang }', () => {
    const request = postLanguageModel({
      label: 'Support',
      description: '',
      lang: 'fr',
      corpuses: [1, 3],
      dictionaries: [{ id: 6, label: 'x', version: 2 }],
      status: 'queued',
    });
    expect(request).toEqual({
      method: 'POST',
      path: 'language_models',
      body: { corpuses: [1, 3], description: '', dictionaries: [6], label: 'Support', lang: 'fr' },
    });
  });

  it('defaults the status to success and normalises languages', () => {
    expect(parseLanguageModel({ id: 1, lang: 'xx-FR', config: null })).toMatchObject({
      status: 'success',
      lang: 'fr',
      config: null,
    });
  });

  it('adds the build duration (end − start, in seconds) and the model file size', () => {
    const built = parseLanguageModel({
      id: 1,
      status: 'success',
      build_started_at: '2026-11-20T10:00:00.000Z',
      build_ended_at: '2026-11-20T11:02:03.500Z',
      model: { size_bytes: 1536 },
    });
    expect(built).toMatchObject({ build_duration: 3723.5, size_bytes: 1536 });
    const running = parseLanguageModel({
      id: 2,
      status: 'running',
      build_started_at: '2026-11-20T10:00:00.000Z',
      build_ended_at: null,
      model: null,
    });
    expect(running).toMatchObject({ build_duration: null, size_bytes: null });
  });
});

describe('settings changes (spec §4: one at a time, in order)', () => {
  const saved: ModelSettings = {
    description: 'a',
    public: false,
    enabled: false,
    aliases: ['x'],
    iso_aliases: [],
  };

  it('checks description, public, enabled, aliases, then H2B aliases', () => {
    expect(SETTINGS_ORDER).toEqual(['description', 'public', 'enabled', 'aliases', 'iso_aliases']);
    const edited = {
      description: 'b',
      public: true,
      enabled: true,
      aliases: ['x', 'y'],
      iso_aliases: ['fr-FR'],
    };
    const seen: string[] = [];
    let current = saved;
    for (let key = nextChange(current, edited); key; key = nextChange(current, edited)) {
      seen.push(key);
      current = withChange(current, edited, key);
    }
    expect(seen).toEqual(['description', 'public', 'enabled', 'aliases', 'iso_aliases']);
    expect(nextChange(saved, { ...saved, iso_aliases: ['a'], enabled: true })).toBe('enabled');
    expect(nextChange(saved, { ...saved })).toBeUndefined();
    expect(nextChange(saved, { description: 'a' })).toBeUndefined();
  });

  it('sends the four configuration fields with the one change applied', () => {
    expect(
      configBody(withChange(saved, { ...saved, public: true, enabled: true }, 'public')),
    ).toEqual({
      aliases: ['x'],
      enabled: false,
      iso_aliases: [],
      public: true,
    });
  });

  it('knows which aliases are new (case ignored) and the messages of each change', () => {
    expect(newAliases(['fr-Default'], ['fr-default', 'fr-billing'])).toEqual(['fr-billing']);
    expect(changeMessages('public', false).success).toMatch(/nowPrivate$/);
    expect(changeMessages('enabled', true).success).toMatch(/nowEnabled$/);
    expect(changeMessages('iso_aliases', []).failure).toMatch(/isoAliasesFailed$/);
  });
});
