import { defineUrlFilter } from '../../../shared/declarations/types';
import {
  booleanCodec,
  choiceCodec,
  choiceListCodec,
  idListCodec,
  textCodec,
} from '../../../shared/serverList/codecs';
import { ChoiceInput } from '../../../shared/serverList/inputs/ChoiceInput';
import { ChoicesInput } from '../../../shared/serverList/inputs/ChoicesInput';
import { DateRangeInput } from '../../../shared/serverList/inputs/DateRangeInput';
import { NumberRangeInput } from '../../../shared/serverList/inputs/NumberRangeInput';
import { TextSearchInput } from '../../../shared/serverList/inputs/TextSearchInput';
import { pairsCodec, pairsToMap } from '../../../shared/serverList/pairs';
import {
  dateRangeCodec,
  numberRangeCodec,
  resolveDateRange,
} from '../../../shared/serverList/ranges';
import { CALL_STATUSES, SPEAKERS } from './callRecord';
import { CampaignsFilter } from './filters/CampaignsFilter';
import { ClientsFilter } from './filters/ClientsFilter';
import { LanguageFilterInput } from './filters/LanguageFilterInput';
import { MetadataFilter } from './filters/MetadataFilter';
import { tagConditionCodec } from './filters/tagCondition';
import { TagsFilter } from './filters/TagsFilter';

const KEYS = 'resources.scribr/call-list';
const OPERATORS = ['and', 'or'] as const;
const operatorChoices = OPERATORS.map((id) => ({ id, name: `console.filters.operator.${id}` }));

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
    Input: LanguageFilterInput,
    keepOnClear: true,
  }),
  defineUrlFilter({
    key: 'dateRange',
    ...dateRangeCodec,
    toRequest: (range, { timeZone, now }) => ({
      date_range: resolveDateRange(range, timeZone, now),
      timezone: timeZone,
    }),
    Input: DateRangeInput,
  }),
  defineUrlFilter<number[]>({
    key: 'clients',
    ...idListCodec,
    toRequest: (clients) => ({ clients }),
    Input: ClientsFilter,
  }),
  defineUrlFilter<number[]>({
    key: 'campaigns',
    ...idListCodec,
    toRequest: (campaigns) => ({ campaigns }),
    Input: CampaignsFilter,
  }),
  defineUrlFilter({
    key: 'status',
    ...choiceListCodec(CALL_STATUSES),
    toRequest: (status) => ({ status }),
    Input: (props) => (
      <ChoicesInput
        {...props}
        choices={CALL_STATUSES.map((id) => ({ id, name: `${KEYS}.status.${id}` }))}
      />
    ),
  }),
  defineUrlFilter({
    key: 'tags',
    ...tagConditionCodec,
    toRequest: ({ include, exclude }) => ({ tags: { include, exclude } }),
    Input: TagsFilter,
  }),
  defineUrlFilter({
    key: 'tagsOperator',
    ...choiceCodec(OPERATORS),
    toRequest: (filter) => ({ tags: { filter } }),
    Input: (props) => (
      <ChoiceInput {...props} choices={operatorChoices} anyLabel="console.filters.operator.and" />
    ),
    alwaysOn: false,
  }),
  defineUrlFilter<string>({
    key: 'search',
    ...textCodec,
    toRequest: (search) => ({ search }),
    Input: TextSearchInput,
  }),
  defineUrlFilter({
    key: 'speakers',
    ...choiceListCodec(SPEAKERS),
    toRequest: (speakers) => ({ speakers }),
    Input: (props) => (
      <ChoicesInput
        {...props}
        width={220}
        choices={SPEAKERS.map((id) => ({ id, name: `${KEYS}.speakers.${id}` }))}
      />
    ),
  }),
  defineUrlFilter<boolean>({
    key: 'decisional',
    ...booleanCodec,
    toRequest: (decisional) => ({ decisional }),
    Input: (props) => (
      <ChoiceInput<boolean>
        {...props}
        anyLabel="console.filters.any"
        choices={[
          { id: true, name: 'console.filters.yes' },
          { id: false, name: 'console.filters.no' },
        ]}
      />
    ),
    alwaysOn: false,
  }),
  defineUrlFilter({
    key: 'durationRange',
    ...numberRangeCodec,
    toRequest: ({ min, max }) => ({ duration_min: min, duration_max: max }),
    Input: (props) => <NumberRangeInput {...props} unit="s" />,
    alwaysOn: false,
  }),
  defineUrlFilter({
    key: 'metadata',
    ...pairsCodec,
    toRequest: (pairs) => ({ metadata: { include: pairsToMap(pairs) } }),
    Input: MetadataFilter,
    alwaysOn: false,
  }),
  defineUrlFilter({
    key: 'metadataOperator',
    ...choiceCodec(OPERATORS),
    toRequest: (filter) => ({ metadata: { filter } }),
    Input: (props) => (
      <ChoiceInput {...props} choices={operatorChoices} anyLabel="console.filters.operator.and" />
    ),
    alwaysOn: false,
  }),
];
