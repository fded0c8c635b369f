import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  IconButton,
  InputAdornment,
  Stack,
  TextField,
  Tooltip,
} from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';

export interface ShownSecret {
  /** Label shown above the value (already translated). */
  label: string;
  value: string;
}

/**
 * A secret the platform answers once (an API key, a password): shown to copy, with the warning
 * that it will not be shown again. Closing is an explicit "I have copied it".
 */
export const OneTimeSecretDialog = ({
  secrets,
  onClose,
}: {
  secrets: readonly ShownSecret[];
  onClose: () => void;
}) => {
  const translate = useTranslate();
  const [copied, setCopied] = useState<string>();
  const copy = async (secret: ShownSecret) => {
    // Clipboard access can be refused (no secure context): the value stays selectable.
    await navigator.clipboard?.writeText(secret.value).catch(() => undefined);
    setCopied(secret.label);
  };
  return (
    <Dialog open aria-labelledby="one-time-secret-title" maxWidth="sm" fullWidth>
      <DialogTitle id="one-time-secret-title">{translate('console.secret.title')}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <Alert severity="warning">{translate('console.secret.once')}</Alert>
          {secrets.map((secret) => (
            <TextField
              key={secret.label}
              label={secret.label}
              value={secret.value}
              fullWidth
              helperText={copied === secret.label ? translate('console.secret.copied') : ' '}
              onFocus={(event) => event.target.select()}
              slotProps={{
                htmlInput: { readOnly: true, style: { fontFamily: 'monospace' } },
                input: {
                  endAdornment: (
                    <InputAdornment position="end">
                      <Tooltip title={translate('console.secret.copy')}>
                        <IconButton
                          aria-label={translate('console.secret.copy')}
                          onClick={() => void copy(secret)}
                        >
                          <ContentCopyIcon />
                        </IconButton>
                      </Tooltip>
                    </InputAdornment>
                  ),
                },
              }}
            />
          ))}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button variant="contained" onClick={onClose}>
          {translate('console.secret.done')}
        </Button>
      </DialogActions>
    </Dialog>
  );
};
