/** Day number (0 = Sunday … 6 = Saturday) → its name in `locale`, starting on Monday. */
export const weekDayChoices = (locale: string): Array<{ id: number; name: string }> => {
  const format = new Intl.DateTimeFormat(locale, { weekday: 'long', timeZone: 'UTC' });
  const capitalise = (text: string) => text.charAt(0).toLocaleUpperCase(locale) + text.slice(1);
  // 2024-01-07 was a Sunday.
  const name = (day: number) => capitalise(format.format(new Date(Date.UTC(2024, 0, 7 + day))));
  return [1, 2, 3, 4, 5, 6, 0].map((day) => ({ id: day, name: name(day) }));
};
