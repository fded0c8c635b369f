import { describe, expect, it } from 'vitest';
import { contactReducer, initialContactState, type ContactState } from './contactReducer';

const filled: ContactState = {
  ...initialContactState('ada@example.com'),
  subject: 'Export',
  body: 'Exports fail',
};

describe('contact message states (spec §3, §4)', () => {
  it('starts idle: canSend true, not sending, the email prefilled', () => {
    expect(initialContactState('ada@example.com')).toEqual({
      emailAddress: 'ada@example.com',
      subject: '',
      body: '',
      canSend: true,
      sendingContact: false,
    });
  });

  it('idle → sending: sendingContact becomes true, nothing else changes', () => {
    expect(contactReducer(filled, { type: 'send' })).toEqual({ ...filled, sendingContact: true });
  });

  it('sending → success: canSend false, subject and body cleared, flag reset', () => {
    const sending = contactReducer(filled, { type: 'send' });
    expect(contactReducer(sending, { type: 'sent' })).toEqual({
      emailAddress: 'ada@example.com',
      subject: '',
      body: '',
      canSend: false,
      sendingContact: false,
    });
  });

  it('sending → failure: the form stays as it is, flag reset', () => {
    const sending = contactReducer(filled, { type: 'send' });
    expect(contactReducer(sending, { type: 'failed' })).toEqual(filled);
  });

  it('does not send twice at once, nor after success until the user writes another', () => {
    const sending = contactReducer(filled, { type: 'send' });
    expect(contactReducer(sending, { type: 'send' })).toBe(sending);
    const sent = contactReducer(sending, { type: 'sent' });
    expect(contactReducer(sent, { type: 'send' })).toBe(sent);
    expect(contactReducer(sent, { type: 'writeAnother' }).canSend).toBe(true);
  });

  it('edits one field', () => {
    expect(contactReducer(filled, { type: 'change', field: 'subject', value: 'Hi' }).subject).toBe(
      'Hi',
    );
  });
});
