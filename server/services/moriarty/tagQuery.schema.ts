import { z } from 'zod';
import { msg } from '../../shared/messages';
import { TAG_OPERATORS, type TagItem, type TagQuery } from './engine';

const MAX_DEPTH = 10;
const MAX_ITEMS = 500;
const GROUP_MESSAGE = msg('moriarty.group');

type Issue = { message: string; path: (string | number)[] };

/**
 * The issues of a tag query: exactly one key of and / or / not per group, a list of items each a
 * clue id or a group, at most 10 levels and 500 items. Clue ids are positive integers, or any
 * non-zero integer when `temporaryIds` (previews reference unsaved clues by negative ids).
 */
function tagQueryIssues(value: unknown, temporaryIds: boolean): Issue[] {
  const issues: Issue[] = [];
  let items = 0;
  const idMessage = msg(
    temporaryIds ? 'moriarty.temporaryClueIdOrGroup' : 'moriarty.clueIdOrGroup',
  );
  const group = (node: unknown, path: (string | number)[], depth: number) => {
    if (typeof node !== 'object' || node === null || Array.isArray(node))
      return issues.push({ message: GROUP_MESSAGE, path });
    const keys = Object.keys(node);
    const operator = TAG_OPERATORS.find((name) => name === keys[0]);
    if (keys.length !== 1 || !operator) return issues.push({ message: GROUP_MESSAGE, path });
    if (depth > MAX_DEPTH)
      return issues.push({ message: msg('moriarty.tooDeep', { max: MAX_DEPTH }), path });
    const list = (node as Record<string, unknown>)[operator];
    if (!Array.isArray(list))
      return issues.push({
        message: msg('moriarty.itemList'),
        path: [...path, operator],
      });
    list.forEach((item: unknown, at) => {
      items += 1;
      const where = [...path, operator, at];
      if (typeof item === 'object') group(item, where, depth + 1);
      else if (
        typeof item !== 'number' ||
        !Number.isInteger(item) ||
        Math.abs(item) > 2147483647 ||
        (temporaryIds ? item === 0 : item <= 0)
      )
        issues.push({ message: idMessage, path: where });
    });
  };
  group(value, [], 1);
  if (items > MAX_ITEMS)
    issues.push({ message: msg('moriarty.tooManyItems', { max: MAX_ITEMS }), path: [] });
  return issues;
}

const description = (temporaryIds: boolean) =>
  'Nested boolean query over clues: an object with exactly one key, `and` (every item holds), ' +
  '`or` (at least one), `not` (the conjunction of its items does not hold — with one item, ' +
  'that item does not hold), whose value is a list of items; an item is a clue id (integer) or ' +
  'a nested group of the same shape. Empty groups are ignored; a query without any clue ' +
  '(`{"and": []}`, the default) detects nothing. At most 10 levels and 500 items. ' +
  (temporaryIds
    ? 'Ids of stored clues of the same language, or ids given in `clues` (negative ids for ' +
      'unsaved clues).'
    : 'Every id must be a stored clue of the tag’s language.');

const groupDoc = {
  type: 'object',
  minProperties: 1,
  maxProperties: 1,
  additionalProperties: false,
  properties: Object.fromEntries(
    TAG_OPERATORS.map((operator) => [
      operator,
      {
        type: 'array',
        maxItems: MAX_ITEMS,
        items: {
          anyOf: [
            { type: 'integer', description: 'A clue id' },
            { type: 'object', description: 'A nested group: { and | or | not: [items] }' },
          ],
        },
      },
    ]),
  ),
};

/** Spec §7 writes `query` as a list of clue ids: a plain list means all of them. */
const asGroup = (value: unknown): unknown => (Array.isArray(value) ? { and: value } : value);

/**
 * A tag query in a request body, validated (see `tagQueryIssues`), documented in OpenAPI. A plain
 * list of clue ids is read as `{"and": [ids]}`.
 */
export const tagQueryInput = (temporaryIds: boolean) =>
  z
    .unknown()
    .superRefine((value, context) => {
      if (value === undefined)
        return context.addIssue({ code: 'custom', message: msg('field.required') });
      for (const issue of tagQueryIssues(asGroup(value), temporaryIds))
        context.addIssue({ code: 'custom', ...issue });
    })
    .transform((value) => asGroup(value) as TagQuery)
    .meta({
      anyOf: [
        groupDoc,
        {
          type: 'array',
          maxItems: MAX_ITEMS,
          items: { type: 'integer' },
          description: 'A plain list of clue ids: all of them hold (`{"and": [ids]}`)',
        },
      ],
      description: description(temporaryIds),
      example: { and: [1, { or: [2, 3] }, { not: [4] }] },
    });

/** A stored tag query, as answered. */
export const TagQueryOutput = z
  .custom<TagQuery>()
  .meta({ ...groupDoc, description: description(false), example: { and: [1, { or: [2, 3] }] } });

export type { TagItem, TagQuery };
