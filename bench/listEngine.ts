import { applyListQuery, toFieldFilters } from '../src/shared/listEngine';

/** Deterministic records shaped like a whole-list service's answer (corpuses, tags, ...). */
const makeRecords = (count: number) => {
  const words = [
    'billing',
    'delivery',
    'cancellation',
    'complaint',
    'appointment',
    'refund',
    'Élan',
  ];
  let seed = 42;
  const random = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
  return Array.from({ length: count }, (_, index) => ({
    id: index + 1,
    label: `${words[Math.floor(random() * words.length)]} corpus ${index}`,
    description: `${words[Math.floor(random() * words.length)]} sentences for ${index % 97}`,
    lang: random() < 0.5 ? 'fr' : 'en',
    status: random() < 0.9 ? 'available' : 'archived',
    count: Math.floor(random() * 10000),
    updated_at: new Date(Date.UTC(2025, 0, 1) + Math.floor(random() * 3e10)).toISOString(),
  }));
};

/**
 * Typing "delivery corpus 12" into a list of 10 000 records: each keystroke is one getList of the
 * whole-list adapter (filter by the declared modes + free text, sort by label, first page of 25).
 * The first call (which also sorts the list once) is reported apart as `firstCallMs`.
 */
export function benchListEngine(records = 10000): {
  records: number;
  msPerKeystroke: number;
  firstCallMs: number;
} {
  const list = makeRecords(records);
  const typed = 'delivery corpus 12';
  const query = (text: string) => {
    const { filters, q } = toFieldFilters(
      { q: text, status: 'available', 'count@gte': 100 },
      { modes: { status: 'equals' } },
    );
    return applyListQuery(list, {
      filters,
      q,
      searchFields: ['label', 'description'],
      sort: { field: 'label', order: 'ASC' },
      pagination: { page: 1, perPage: 25 },
    });
  };
  const firstStart = performance.now();
  query('');
  const firstCallMs = performance.now() - firstStart;
  const rounds = 5;
  const start = performance.now();
  for (let round = 0; round < rounds; round += 1) {
    for (let length = 1; length <= typed.length; length += 1) query(typed.slice(0, length));
  }
  const msPerKeystroke = (performance.now() - start) / (rounds * typed.length);
  return { records, msPerKeystroke, firstCallMs };
}
