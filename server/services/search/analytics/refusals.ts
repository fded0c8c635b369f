import { msg } from '../../../shared/messages';
import { errorBody, type ErrorBody } from '../../shared/errors';
import { MAX_TIME_BUCKETS } from './fields';

/** A request the schema let through but that cannot be answered: a 400 on one field. */
export class AggregationRefused extends Error {
  constructor(
    readonly field: string,
    readonly reason: string,
  ) {
    super(reason);
  }

  get body(): ErrorBody {
    return errorBody(msg('request.invalidBody'), { [this.field]: [this.reason] });
  }
}

/** More time buckets than an answer may hold. */
export const tooManyTimeBuckets = () =>
  new AggregationRefused('interval', msg('analytics.tooManyBuckets', { max: MAX_TIME_BUCKETS }));

/** The database does not know the time zone (the runtime did): SQLSTATE 22023. */
export function unknownTimeZone(error: unknown): AggregationRefused | undefined {
  const cause = (error as { cause?: unknown } | null)?.cause ?? error;
  const { code, message } = (cause ?? {}) as { code?: unknown; message?: unknown };
  if (code !== '22023' || typeof message !== 'string' || !message.includes('time zone'))
    return undefined;
  return new AggregationRefused('timezone', msg('search.unknownTimeZone'));
}
