import { defineUrlFilter } from '../../../shared/declarations/types';
import { onDemandPart } from '../../../shared/preload';
import {
  booleanCodec,
  choiceCodec,
  choiceListCodec,
  idListCodec,
  textCodec,
} from '../../../shared/serverList/codecs';
import { pairsCodec, pairsToMap } from '../../../shared/serverList/pairs';
import {
  dateRangeCodec,
  numberRangeCodec,
  resolveDateRange,
} from '../../../shared/serverList/ranges';
import { CALL_STATUSES, SPEAKERS } from './callRecord';
import type * as Inputs from './callFilterInputs';
import { tagConditionCodec } from './filters/tagCondition';

const OPERATORS = ['and', 'or'] as const;

/**
 * The filters' inputs, one chunk loaded when a filter bar first shows (issue 16): the filters'
 * codecs and requests are the data provider's, with every first screen; their inputs are not.
 */
const input = <Name extends keyof typeof Inputs>(name: Name) =>
  onDemandPart(() => import('./callFilterInputs'), name);

/**
 * The call list's filters (spec §2 shared list-filter keys), each in the URL under its key and
 * mapped onto the search body of spec §3. Declared once: the filter bar, the URL, the list request
 * and the export all come from here.
 */
export const CALL_FILTERS = [
  defineUrlFilter<string>({
    key: 'language',
    ...textCodec,
    toRequest: (lang) => ({ lang }),
    Input: input('LanguageFilterInput'),
    keepOnClear: true,
  }),
  defineUrlFilter({
    key: 'dateRange',
    ...dateRangeCodec,
    toRequest: (range, { timeZone, now }) => ({
      date_range: resolveDateRange(range, timeZone, now),
      timezone: timeZone,
    }),
    Input: input('DateRangeInput'),
  }),
  defineUrlFilter<number[]>({
    key: 'clients',
    ...idListCodec,
    toRequest: (clients) => ({ clients }),
    Input: input('ClientsFilter'),
  }),
  defineUrlFilter<number[]>({
    key: 'campaigns',
    ...idListCodec,
    toRequest: (campaigns) => ({ campaigns }),
    Input: input('CampaignsFilter'),
  }),
  defineUrlFilter({
    key: 'status',
    ...choiceListCodec(CALL_STATUSES),
    toRequest: (status) => ({ status }),
    Input: input('StatusInput'),
  }),
  defineUrlFilter({
    key: 'tags',
    ...tagConditionCodec,
    toRequest: ({ include, exclude }) => ({ tags: { include, exclude } }),
    Input: input('TagsFilter'),
  }),
  defineUrlFilter({
    key: 'tagsOperator',
    ...choiceCodec(OPERATORS),
    toRequest: (filter) => ({ tags: { filter } }),
    Input: input('OperatorInput'),
    alwaysOn: false,
  }),
  defineUrlFilter<string>({
    key: 'search',
    ...textCodec,
    toRequest: (search) => ({ search }),
    Input: input('TextSearchInput'),
  }),
  defineUrlFilter({
    key: 'speakers',
    ...choiceListCodec(SPEAKERS),
    toRequest: (speakers) => ({ speakers }),
    Input: input('SpeakersInput'),
  }),
  defineUrlFilter<boolean>({
    key: 'decisional',
    ...booleanCodec,
    toRequest: (decisional) => ({ decisional }),
    Input: input('DecisionalInput'),
    alwaysOn: false,
  }),
  defineUrlFilter({
    key: 'durationRange',
    ...numberRangeCodec,
    toRequest: ({ min, max }) => ({ duration_min: min, duration_max: max }),
    Input: input('DurationRangeInput'),
    alwaysOn: false,
  }),
  defineUrlFilter({
    key: 'metadata',
    ...pairsCodec,
    toRequest: (pairs) => ({ metadata: { include: pairsToMap(pairs) } }),
    Input: input('MetadataFilter'),
    alwaysOn: false,
  }),
  defineUrlFilter({
    key: 'metadataOperator',
    ...choiceCodec(OPERATORS),
    toRequest: (filter) => ({ metadata: { filter } }),
    Input: input('OperatorInput'),
    alwaysOn: false,
  }),
];
