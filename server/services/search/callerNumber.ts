import { msg } from '../../shared/messages';
import { errorBody, ErrorBody } from '../shared/errors';
import type { SearchFilters } from './search.schemas';
import { CALLER_NUMBER_KEY, type CallViewer } from './viewer';

// The caller's number (`metadata.caller_number`) is shown only with `feat.scribr.call_number`:
// a filter on it, or calls grouped by it, would reveal it to anyone else.

export const callerNumberRefused = {
  403: ErrorBody.describe('Filters on the caller’s number without `feat.scribr.call_number`'),
};

/** A filter on the caller's number needs the role that shows it (else it would reveal it). */
export const refusesCallerNumber = (
  filters: Pick<SearchFilters, 'metadata'>,
  viewer: Pick<CallViewer, 'callerNumber'>,
) => !viewer.callerNumber && filters.metadata?.include?.[CALLER_NUMBER_KEY] !== undefined;

/** The 403 answer, naming the field that asked for the caller's number. */
export const callerNumberError = (field = `metadata.include.${CALLER_NUMBER_KEY}`) =>
  errorBody(msg('request.forbidden'), { [field]: [msg('search.callerNumberRole')] });
