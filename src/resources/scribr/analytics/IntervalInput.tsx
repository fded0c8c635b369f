import type { UrlFilterInputProps } from '../../../shared/declarations/types';
import { ChoiceInput } from '../../../shared/serverList/inputs/ChoiceInput';
import { INTERVALS, type Interval } from './chartRecord';

const CHOICES = INTERVALS.map((id) => ({ id, name: `resources.scribr/analytics.intervals.${id}` }));

/** The dashboard's interval filter: the time buckets of the charts over time. */
export const IntervalInput = (props: UrlFilterInputProps<Interval>) => (
  <ChoiceInput {...props} choices={CHOICES} />
);
