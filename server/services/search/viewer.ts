import { CONSOLE_CLIENT_ID } from '../../config';
import type { TokenClaims } from '../../shared/types';
import { tokenRoles } from '../shared/auth';
import { clientScope, type ClientScope } from '../shared/clientScope';

/** Who reads calls, and which parts of a call their feature roles show (spec §6). */
export interface CallViewer {
  scope: ClientScope;
  /** `feat.scribr.call_number`: the caller's number (metadata `caller_number`). */
  callerNumber: boolean;
  /** `feat.scribr.call_summary`: the platform's summary of the call. */
  summary: boolean;
}

/** The metadata key holding the caller's number. */
export const CALLER_NUMBER_KEY = 'caller_number';

export function callViewer(claims: TokenClaims | null): CallViewer {
  const roles = claims ? tokenRoles(claims, CONSOLE_CLIENT_ID) : [];
  return {
    scope: clientScope(claims),
    callerNumber: roles.includes('feat.scribr.call_number'),
    summary: roles.includes('feat.scribr.call_summary'),
  };
}

/** The metadata this viewer may read: without the call-number role, no caller number. */
export function visibleMetadata(
  metadata: Readonly<Record<string, string>>,
  viewer: Pick<CallViewer, 'callerNumber'>,
): Record<string, string> {
  if (viewer.callerNumber || !(CALLER_NUMBER_KEY in metadata)) return { ...metadata };
  const { [CALLER_NUMBER_KEY]: _hidden, ...rest } = metadata;
  return rest;
}
