/** User settings of spec §3, persisted per user (see storageKeys.ts). */
export interface UserSettings {
  /** Ids of Scribr analytics chart configurations the user removed, pending deletion. */
  chartsConfigToDelete: string[];
  /** The sub-application (section id) the user was last in. */
  currentApp: string | undefined;
  /** True until the user completes the first-connection screen. */
  isFirstConnection: boolean;
  /** The page `/` opens: a main view name (see MAIN_VIEW_ALIASES) or a resource name. */
  mainView: string;
  /** The working (data) language: filters LM Factory, Moriarty, Scribr lists. */
  language: string;
  /** IANA time zone, e.g. Europe/Paris. */
  timeZone: string;
  /** UI language (en, fr). */
  uiLanguage: string;
  /** 0 = Sunday … 6 = Saturday; 1 = Monday. */
  weekFirstDay: number;
}

/** Spec §3 default main view: Scribr analytics. */
export const DEFAULT_MAIN_VIEW = 'ViewAnalytics';

/** Named main views → the resource they open (spec §3 names the default one ViewAnalytics). */
export const MAIN_VIEW_ALIASES: Readonly<Record<string, string>> = {
  ViewAnalytics: 'scribr/analytics',
};

/** Spec §9: the week starts on Monday by default. */
export const DEFAULT_WEEK_FIRST_DAY = 1;

/** The defaults that depend on nothing (timeZone and language depend on the browser and user). */
export const STATIC_DEFAULTS = {
  chartsConfigToDelete: [] as string[],
  currentApp: undefined,
  isFirstConnection: true,
  mainView: DEFAULT_MAIN_VIEW,
  uiLanguage: 'en',
  weekFirstDay: DEFAULT_WEEK_FIRST_DAY,
} satisfies Partial<UserSettings>;
