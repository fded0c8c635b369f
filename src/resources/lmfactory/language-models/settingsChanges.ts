import type { LanguageModel, LanguageModelConfig } from './languageModelRequests';

/** Spec §4: language model edits apply one change at a time, checked in this order. */
export const SETTINGS_ORDER = [
  'description',
  'public',
  'enabled',
  'aliases',
  'iso_aliases',
] as const;
export type SettingKey = (typeof SETTINGS_ORDER)[number];

/** What the settings form edits: the model's description and its configuration (once built). */
export interface ModelSettings {
  description: string;
  public?: boolean;
  enabled?: boolean;
  aliases?: string[];
  iso_aliases?: string[];
}

export const settingsOf = (
  model: Pick<LanguageModel, 'description'>,
  config: LanguageModelConfig | null | undefined,
): ModelSettings => ({
  description: model.description ?? '',
  ...(config
    ? {
        public: config.public,
        enabled: config.enabled,
        aliases: config.aliases,
        iso_aliases: config.iso_aliases,
      }
    : {}),
});

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/** The first setting, in spec order, whose edited value differs from the saved one. */
export const nextChange = (saved: ModelSettings, edited: ModelSettings): SettingKey | undefined =>
  SETTINGS_ORDER.find((key) => edited[key] !== undefined && !same(saved[key], edited[key]));

/** The saved settings with one change applied. */
export const withChange = (
  saved: ModelSettings,
  edited: ModelSettings,
  key: SettingKey,
): ModelSettings => ({ ...saved, [key]: edited[key] });

/**
 * Body of `PUT language_models/{configId}` (spec §7): aliases, enabled, iso_aliases and public,
 * the saved values with the one change applied.
 */
export const configBody = (settings: ModelSettings) => ({
  aliases: settings.aliases ?? [],
  enabled: settings.enabled ?? false,
  iso_aliases: settings.iso_aliases ?? [],
  public: settings.public ?? false,
});

/** Aliases in `edited` that `saved` lacks (case ignored, as the service compares them). */
export const newAliases = (saved: readonly string[] = [], edited: readonly string[] = []) =>
  edited.filter((alias) => !saved.some((known) => known.toLowerCase() === alias.toLowerCase()));

const KEYS = 'resources.lmfactory/language-models.notifications';

/** The spec §8 message keys of a change's success and failure. */
export const changeMessages = (
  key: SettingKey,
  value: unknown,
): { success: string; failure: string } => {
  switch (key) {
    case 'description':
      return { success: `${KEYS}.updated`, failure: `${KEYS}.updateFailed` };
    case 'public':
      return {
        success: `${KEYS}.${value ? 'nowPublic' : 'nowPrivate'}`,
        failure: `${KEYS}.publicFailed`,
      };
    case 'enabled':
      return {
        success: `${KEYS}.${value ? 'nowEnabled' : 'nowDisabled'}`,
        failure: `${KEYS}.enabledFailed`,
      };
    case 'aliases':
      return { success: `${KEYS}.aliasesUpdated`, failure: `${KEYS}.aliasesFailed` };
    case 'iso_aliases':
      return { success: `${KEYS}.isoAliasesUpdated`, failure: `${KEYS}.isoAliasesFailed` };
  }
};
