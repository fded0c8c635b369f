import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  CircularProgress,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useEffect, useRef, useState } from 'react';
import { useTranslate } from 'react-admin';
import { useFormContext } from 'react-hook-form';
import { useServiceRequest } from '../../../shared/declarations/serviceRequest';
import { useHandleError } from '../../../shared/notifications';

const KEYS = 'resources.llmenrich/prompts.try';

/** A call id as the search service names calls: `412-20251103.7`. */
export const CALL_ID_PATTERN = /^\d+-\d+\.\d+$/;

/** The prompt fields `POST prompts/try` reads, as the editor holds them. */
const PROMPT_FIELDS = [
  'name',
  'lang',
  'description',
  'template',
  'instruction_uuids',
  'output_kind',
  'json_schema',
  'model',
  'temperature',
  'enabled',
] as const;

/** The form's current values → the `prompt` of the try request (empty inputs left out). */
export const promptOf = (values: Record<string, unknown>): Record<string, unknown> =>
  Object.fromEntries(
    PROMPT_FIELDS.filter(
      (field) => field === 'json_schema' || (values[field] !== null && values[field] !== undefined),
    ).map((field) => [field, values[field] ?? null]),
  );

export interface TryAnswer {
  rendered_prompt: string;
  system_prompt: string;
  token_count: number;
  answer: string;
  latency_ms: number;
  engine: 'openai-compatible' | 'local-extractive';
  model: string;
  valid_json?: boolean;
  validation_errors?: string[];
}

const Block = ({ label, text }: { label: string; text: string }) => (
  <Box>
    <Typography variant="subtitle2">{label}</Typography>
    {/* Plain text, never HTML: a transcript is whatever was said. */}
    <Box
      component="pre"
      sx={{
        m: 0,
        p: 1,
        maxHeight: 240,
        overflow: 'auto',
        whiteSpace: 'pre-wrap',
        wordBreak: 'break-word',
        bgcolor: 'action.hover',
        borderRadius: 1,
        fontSize: '0.8rem',
      }}
    >
      {text}
    </Box>
  </Box>
);

const TryResult = ({ result }: { result: TryAnswer }) => {
  const translate = useTranslate();
  return (
    <Stack spacing={1.5} data-testid="llmenrich-try-result">
      <Typography variant="body2">
        {translate(`${KEYS}.tokens`, { smart_count: result.token_count })}
        {' · '}
        {translate(`${KEYS}.latency`, { ms: result.latency_ms })}
        {' · '}
        {translate(`${KEYS}.engine`, {
          engine: translate(`${KEYS}.engines.${result.engine}`),
          model: result.model,
        })}
      </Typography>
      {result.engine === 'local-extractive' && (
        <Alert severity="info">{translate(`${KEYS}.localEngine`)}</Alert>
      )}
      {result.valid_json !== undefined &&
        (result.valid_json ? (
          <Alert severity="success">{translate(`${KEYS}.validJson`)}</Alert>
        ) : (
          <Alert severity="warning">
            {translate(`${KEYS}.invalidJson`)}
            {(result.validation_errors ?? []).length > 0 && (
              <Box component="ul" sx={{ m: 0, pl: 2 }}>
                {(result.validation_errors ?? []).map((error) => (
                  <li key={error}>{error}</li>
                ))}
              </Box>
            )}
          </Alert>
        ))}
      <Block label={translate(`${KEYS}.answer`)} text={result.answer} />
      {result.system_prompt !== '' && (
        <Block label={translate(`${KEYS}.systemPrompt`)} text={result.system_prompt} />
      )}
      <Block label={translate(`${KEYS}.renderedPrompt`)} text={result.rendered_prompt} />
    </Stack>
  );
};

/**
 * "Try it on a call", inside the prompt's form: the prompt as it is being edited (saved or not)
 * sent to `POST prompts/try` with a call id; the rendered prompt, its token count, the engine's
 * answer and, for JSON output, whether it follows the schema.
 */
export const TryPanel = () => {
  const translate = useTranslate();
  const request = useServiceRequest();
  const handleError = useHandleError();
  const { getValues } = useFormContext();
  const [callId, setCallId] = useState('');
  const [pending, setPending] = useState(false);
  const [result, setResult] = useState<TryAnswer>();
  const aborter = useRef<AbortController>(undefined);
  useEffect(() => () => aborter.current?.abort(), []);

  const trimmed = callId.trim();
  const validCallId = CALL_ID_PATTERN.test(trimmed);

  const tryIt = async () => {
    aborter.current?.abort();
    const controller = new AbortController();
    aborter.current = controller;
    setPending(true);
    setResult(undefined);
    try {
      const answer = await request<TryAnswer>({
        service: 'llmEnrich',
        method: 'POST',
        path: 'prompts/try',
        body: { prompt: promptOf(getValues()), call_id: trimmed },
        signal: controller.signal,
      });
      if (!controller.signal.aborted) setResult(answer);
    } catch (error) {
      if (!controller.signal.aborted) handleError(error, translate(`${KEYS}.failed`));
    } finally {
      if (aborter.current === controller) setPending(false);
    }
  };

  return (
    <Card variant="outlined" sx={{ width: '100%', my: 2 }}>
      <CardContent>
        <Stack spacing={2}>
          <Typography variant="h6" component="h2">
            {translate(`${KEYS}.title`)}
          </Typography>
          <Stack direction="row" spacing={2} alignItems="flex-start">
            <TextField
              label={translate(`${KEYS}.callId`)}
              value={callId}
              onChange={(event) => setCallId(event.target.value)}
              onKeyDown={(event) => {
                // Enter tries the prompt rather than submitting the form.
                if (event.key === 'Enter') {
                  event.preventDefault();
                  if (validCallId && !pending) void tryIt();
                }
              }}
              error={trimmed !== '' && !validCallId}
              helperText={translate(`${KEYS}.callIdHelp`)}
              size="small"
              sx={{ minWidth: 260 }}
            />
            <Button
              variant="contained"
              onClick={() => void tryIt()}
              disabled={!validCallId || pending}
              startIcon={pending ? <CircularProgress size={16} color="inherit" /> : undefined}
            >
              {translate(`${KEYS}.button`)}
            </Button>
          </Stack>
          {pending && (
            <Stack direction="row" spacing={1} alignItems="center" role="status">
              <CircularProgress size={20} />
              <Typography variant="body2">{translate(`${KEYS}.pending`)}</Typography>
            </Stack>
          )}
          {result && <TryResult result={result} />}
        </Stack>
      </CardContent>
    </Card>
  );
};
