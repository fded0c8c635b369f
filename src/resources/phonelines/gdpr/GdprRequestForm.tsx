import SearchIcon from '@mui/icons-material/Search';
import {
  Button,
  Card,
  CardContent,
  FormControlLabel,
  Radio,
  RadioGroup,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useState, type FormEvent } from 'react';
import { useTranslate } from 'react-admin';
import { fieldErrorsOf, isClientError } from '../../../shared/http';
import { useHandleError } from '../../../shared/notifications';
import { GdprOutcome } from './GdprOutcome';
import { GdprPreviewPanel } from './GdprPreviewPanel';
import { useGdprRequests, type GdprAsk, type GdprPreview, type GdprRequest } from './gdprRequests';

const KEYS = 'resources.phonelines/gdpr-request';
const EMPTY: GdprAsk = { number: '', type: 'export', reference: '' };

/**
 * A new request: the caller's number, its type and a reference; "Find the calls" asks what it
 * would reach (nothing changes), then the preview offers to carry it out, after a confirmation.
 */
export const GdprRequestForm = () => {
  const translate = useTranslate();
  const handleError = useHandleError();
  const { preview, carryOut } = useGdprRequests();
  const [ask, setAsk] = useState<GdprAsk>(EMPTY);
  const [found, setFound] = useState<GdprPreview>();
  const [done, setDone] = useState<GdprRequest>();
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const [pending, setPending] = useState(false);

  const change = (field: keyof GdprAsk, value: string) => {
    setAsk((current) => ({ ...current, [field]: value }));
    setFound(undefined);
    setErrors({});
  };
  const run = async <T,>(call: () => Promise<T>, failed: string): Promise<T | undefined> => {
    setPending(true);
    try {
      return await call();
    } catch (error) {
      if (isClientError(error)) setErrors(fieldErrorsOf(error));
      handleError(error, `${KEYS}.${failed}`);
      return undefined;
    } finally {
      setPending(false);
    }
  };
  const onFind = async (event: FormEvent) => {
    event.preventDefault();
    setFound(await run(() => preview(ask), 'previewFailed'));
  };
  const onConfirm = async () => {
    const request = await run(() => carryOut(ask), 'requestFailed');
    if (request) setDone(request);
  };
  const again = () => {
    setAsk(EMPTY);
    setFound(undefined);
    setDone(undefined);
  };

  if (done) return <GdprOutcome request={done} onAgain={again} />;
  const fieldError = (field: string) => errors[field]?.join(' ');
  return (
    <Card>
      <CardContent>
        <Stack component="form" noValidate spacing={2} onSubmit={onFind} sx={{ maxWidth: 560 }}>
          <Typography variant="h6" component="h2">
            {translate(`${KEYS}.newRequest`)}
          </Typography>
          <TextField
            label={translate(`${KEYS}.fields.number`)}
            value={ask.number}
            onChange={(event) => change('number', event.target.value)}
            error={!!fieldError('number')}
            helperText={fieldError('number') ?? translate(`${KEYS}.numberHelp`)}
            required
            inputMode="tel"
          />
          <RadioGroup
            row
            aria-label={translate(`${KEYS}.fields.type`)}
            value={ask.type}
            onChange={(event) => change('type', event.target.value)}
          >
            {(['export', 'erasure'] as const).map((type) => (
              <FormControlLabel
                key={type}
                value={type}
                control={<Radio />}
                label={translate(`${KEYS}.type.${type}`)}
              />
            ))}
          </RadioGroup>
          <TextField
            label={translate(`${KEYS}.fields.reference`)}
            value={ask.reference}
            onChange={(event) => change('reference', event.target.value)}
            error={!!fieldError('reference')}
            helperText={fieldError('reference') ?? translate(`${KEYS}.referenceHelp`)}
            required
          />
          <div>
            <Button type="submit" variant="outlined" startIcon={<SearchIcon />} loading={pending}>
              {translate(`${KEYS}.find`)}
            </Button>
          </div>
        </Stack>
        {found && (
          <GdprPreviewPanel
            preview={found}
            type={ask.type}
            pending={pending}
            onConfirm={() => void onConfirm()}
          />
        )}
      </CardContent>
    </Card>
  );
};
