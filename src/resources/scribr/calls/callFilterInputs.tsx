import type { UrlFilterInputProps } from '../../../shared/declarations/types';
import { ChoiceInput } from '../../../shared/serverList/inputs/ChoiceInput';
import { ChoicesInput } from '../../../shared/serverList/inputs/ChoicesInput';
import { NumberRangeInput } from '../../../shared/serverList/inputs/NumberRangeInput';
import type { NumberRange } from '../../../shared/serverList/ranges';
import { CALL_STATUSES, SPEAKERS, type CallStatus, type Speaker } from './callRecord';

// The inputs of the call list's filters (callFilters.ts), one chunk loaded with the first filter
// bar shown.
export { DateRangeInput } from '../../../shared/serverList/inputs/DateRangeInput';
export { TextSearchInput } from '../../../shared/serverList/inputs/TextSearchInput';
export { CampaignsFilter } from './filters/CampaignsFilter';
export { ClientsFilter } from './filters/ClientsFilter';
export { LanguageFilterInput } from './filters/LanguageFilterInput';
export { MetadataFilter } from './filters/MetadataFilter';
export { TagsFilter } from './filters/TagsFilter';

const KEYS = 'resources.scribr/call-list';
const OPERATORS = ['and', 'or'] as const;
const operatorChoices = OPERATORS.map((id) => ({ id, name: `console.filters.operator.${id}` }));

export const StatusInput = (props: UrlFilterInputProps<CallStatus[]>) => (
  <ChoicesInput
    {...props}
    choices={CALL_STATUSES.map((id) => ({ id, name: `${KEYS}.status.${id}` }))}
  />
);

export const SpeakersInput = (props: UrlFilterInputProps<Speaker[]>) => (
  <ChoicesInput
    {...props}
    width={220}
    choices={SPEAKERS.map((id) => ({ id, name: `${KEYS}.speakers.${id}` }))}
  />
);

/** The operator between tags, or between metadata pairs. */
export const OperatorInput = (props: UrlFilterInputProps<(typeof OPERATORS)[number]>) => (
  <ChoiceInput {...props} choices={operatorChoices} anyLabel="console.filters.operator.and" />
);

export const DecisionalInput = (props: UrlFilterInputProps<boolean>) => (
  <ChoiceInput<boolean>
    {...props}
    anyLabel="console.filters.any"
    choices={[
      { id: true, name: 'console.filters.yes' },
      { id: false, name: 'console.filters.no' },
    ]}
  />
);

export const DurationRangeInput = (props: UrlFilterInputProps<NumberRange>) => (
  <NumberRangeInput {...props} unit="s" />
);
