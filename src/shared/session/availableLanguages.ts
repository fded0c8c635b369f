const capitalise = (text: string, locale: string) =>
  text.charAt(0).toLocaleUpperCase(locale) + text.slice(1);

/**
 * Language code → its name in the UI language, first letter capitalised (spec §3):
 * `(['fr', 'en'], 'fr')` → `{ fr: 'Français', en: 'Anglais' }`. Unknown codes keep the code.
 */
export const buildAvailableLanguages = (
  codes: readonly string[],
  uiLanguage: string,
): Record<string, string> => {
  let names: Intl.DisplayNames | undefined;
  try {
    names = new Intl.DisplayNames([uiLanguage, 'en'], { type: 'language', fallback: 'code' });
  } catch {
    names = undefined;
  }
  return Object.fromEntries(
    codes.map((code) => {
      let name = code;
      try {
        name = names?.of(code) ?? code;
      } catch {
        // not a valid language code (RangeError): show the code itself
      }
      return [code, capitalise(name, uiLanguage)];
    }),
  );
};
