/** A label as a slug: accents removed, lower case, words joined by '-', at most 40 characters. */
export function slugify(label: string): string {
  const slug = label
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .slice(0, 40)
    .replace(/^-+|-+$/g, '');
  return slug || 'model';
}

/** A model's codename, unique by its id: `<lang>-<label slug>-<id>` (e.g. `fr-facturation-3`). */
export const modelCodename = (lang: string, label: string, id: number) =>
  `${lang}-${slugify(label)}-${id}`;
