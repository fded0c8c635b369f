// How common filter values read from and write to a URL query value. Lists are comma-separated
// (spec §2: a change is detected per key, comparing comma-separated lists ignoring order).

export interface UrlCodec<Value> {
  parse: (text: string) => Value | undefined;
  format: (value: Value) => string;
}

const items = (text: string) =>
  text
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);

/** Free text (a search): as typed, trimmed; blank = unset. */
export const textCodec: UrlCodec<string> = {
  parse: (text) => text.trim() || undefined,
  format: (value) => value.trim(),
};

/** `true` / `false`. */
export const booleanCodec: UrlCodec<boolean> = {
  parse: (text) => (text === 'true' ? true : text === 'false' ? false : undefined),
  format: (value) => String(value),
};

/** One of `choices`. */
export const choiceCodec = <Choice extends string>(
  choices: readonly Choice[],
): UrlCodec<Choice> => ({
  parse: (text) => choices.find((choice) => choice === text.trim()),
  format: (value) => value,
});

/** A set of `choices` (`status=void,queue`); unknown items are dropped. */
export const choiceListCodec = <Choice extends string>(
  choices: readonly Choice[],
): UrlCodec<Choice[]> => ({
  parse: (text) => {
    const chosen = choices.filter((choice) => items(text).includes(choice));
    return chosen.length ? chosen : undefined;
  },
  format: (value) => value.join(','),
});

/** A set of positive integer ids (`clients=1,2`). */
export const idListCodec: UrlCodec<number[]> = {
  parse: (text) => {
    const ids = [
      ...new Set(
        items(text)
          .filter((item) => /^\d{1,10}$/.test(item))
          .map(Number),
      ),
    ].filter((id) => id > 0);
    return ids.length ? ids : undefined;
  },
  format: (value) => value.join(','),
};
