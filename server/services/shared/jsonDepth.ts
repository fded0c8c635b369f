import { messageToken } from '../../shared/messages';

/** The deepest nesting of arrays and objects a request body may have: real bodies use under 10. */
export const MAX_JSON_DEPTH = 32;

/**
 * Whether a JSON text nests arrays or objects deeper than `max`, read in one pass before any
 * parse, so that a hostile body (a megabyte of `[`) costs linear time and no recursion anywhere.
 */
export function nestsDeeperThan(text: string, max: number): boolean {
  let depth = 0;
  let inString = false;
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    if (inString) {
      if (code === 0x5c)
        index += 1; // backslash: skip the escaped character
      else if (code === 0x22) inString = false;
    } else if (code === 0x22) {
      inString = true;
    } else if (code === 0x5b || code === 0x7b) {
      depth += 1;
      if (depth > max) return true;
    } else if (code === 0x5d || code === 0x7d) {
      depth -= 1;
    }
  }
  return false;
}

/** The body parser's refusal of a too deeply nested body: a 400 about `body` (see errors.ts). */
export const tooDeep = () =>
  Object.assign(new Error(messageToken('body.tooDeep', { max: String(MAX_JSON_DEPTH) })), {
    statusCode: 400,
    code: 'FST_ERR_CTP_TOO_DEEP',
  });
