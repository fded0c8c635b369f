import SendIcon from '@mui/icons-material/Send';
import { Alert, Box, Button, Card, CardContent, TextField, Typography } from '@mui/material';
import { useReducer, useState, type FormEvent } from 'react';
import { useTranslate } from 'react-admin';
import { AppBarTitle } from '../../../shared/pageTitle/AppBarTitle';
import { SendStatusText, type SendStatus } from '../../../shared/sendStatus';
import { useSession } from '../../../shared/session';
import { contactReducer, initialContactState, type ContactField } from './contactReducer';
import { useSendContact } from './useSendContact';

const FIELDS: ReadonlyArray<{ field: ContactField; type?: string; multiline?: boolean }> = [
  { field: 'emailAddress', type: 'email' },
  { field: 'subject' },
  { field: 'body', multiline: true },
];

/** The contact form (spec §2, §4, §8): a message to the provider, from any signed-in user. */
export const ContactPage = () => {
  const translate = useTranslate();
  const email = useSession((session) => session.user?.email);
  const [state, dispatch] = useReducer(contactReducer, email ?? '', initialContactState);
  const [emailError, setEmailError] = useState<string>();
  const [status, setStatus] = useState<SendStatus>();
  const send = useSendContact();

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!state.canSend || state.sendingContact) return;
    dispatch({ type: 'send' });
    setStatus('pending');
    const outcome = await send(state);
    setStatus(outcome.sent ? 'success' : 'errored');
    setEmailError(outcome.sent ? undefined : outcome.emailError);
    dispatch({ type: outcome.sent ? 'sent' : 'failed' });
  };

  return (
    <Box sx={{ maxWidth: 640, mx: 'auto', mt: 2 }}>
      <AppBarTitle title={translate('shell.contact.title')} />
      <Card>
        <CardContent>
          <Typography variant="h5" component="h1" gutterBottom>
            {translate('shell.contact.title')}
          </Typography>
          {state.canSend ? (
            <Box
              component="form"
              name="contact"
              noValidate
              onSubmit={onSubmit}
              sx={{ display: 'grid', gap: 2 }}
            >
              <Typography color="text.secondary">{translate('shell.contact.intro')}</Typography>
              {FIELDS.map(({ field, type, multiline }) => (
                <TextField
                  key={field}
                  name={field}
                  type={type}
                  label={translate(`shell.contact.fields.${field}`)}
                  value={state[field]}
                  onChange={(event) =>
                    dispatch({ type: 'change', field, value: event.target.value })
                  }
                  error={field === 'emailAddress' && emailError !== undefined}
                  helperText={field === 'emailAddress' ? emailError : undefined}
                  multiline={multiline}
                  minRows={multiline ? 6 : undefined}
                  disabled={state.sendingContact}
                />
              ))}
              <Box>
                <Button
                  type="submit"
                  variant="contained"
                  startIcon={<SendIcon />}
                  loading={state.sendingContact}
                >
                  {translate('shell.contact.send')}
                </Button>
                <SendStatusText status={status} texts="shell.contact.status" />
              </Box>
            </Box>
          ) : (
            <Box sx={{ display: 'grid', gap: 2, justifyItems: 'start' }}>
              <Alert severity="success">{translate('shell.contact.sent')}</Alert>
              <Button onClick={() => dispatch({ type: 'writeAnother' })}>
                {translate('shell.contact.another')}
              </Button>
            </Box>
          )}
        </CardContent>
      </Card>
    </Box>
  );
};
