/** The contact message of spec §3 and the form's state (spec §4). */
export interface ContactState {
  emailAddress: string;
  subject: string;
  body: string;
  /** False once a message was sent, until the user writes another. */
  canSend: boolean;
  sendingContact: boolean;
}

export type ContactField = 'emailAddress' | 'subject' | 'body';

export type ContactAction =
  | { type: 'change'; field: ContactField; value: string }
  | { type: 'send' }
  | { type: 'sent' }
  | { type: 'failed' }
  | { type: 'writeAnother' };

export const initialContactState = (emailAddress = ''): ContactState => ({
  emailAddress,
  subject: '',
  body: '',
  canSend: true,
  sendingContact: false,
});

/**
 * Spec §4: idle → sending (sendingContact true); on success canSend becomes false and subject and
 * body are cleared; on failure the form stays as it is; the sending flag is reset in both cases.
 */
export const contactReducer = (state: ContactState, action: ContactAction): ContactState => {
  switch (action.type) {
    case 'change':
      return { ...state, [action.field]: action.value };
    case 'send':
      return state.canSend && !state.sendingContact ? { ...state, sendingContact: true } : state;
    case 'sent':
      return { ...state, subject: '', body: '', canSend: false, sendingContact: false };
    case 'failed':
      return { ...state, sendingContact: false };
    case 'writeAnother':
      return { ...state, canSend: true };
  }
};
