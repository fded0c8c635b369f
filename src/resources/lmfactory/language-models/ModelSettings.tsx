import { Alert, Box, Button, LinearProgress, Stack, Typography } from '@mui/material';
import { useMemo } from 'react';
import {
  BooleanInput,
  Form,
  Labeled,
  SaveButton,
  TextField,
  TextInput,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { FormDraft } from '../../../shared/drafts';
import { AliasesInput } from './AliasesInput';
import type { LanguageModel } from './languageModelRequests';
import { settingsOf } from './settingsChanges';
import { useModelConfig } from './useModelConfig';
import { useSaveModelSettings } from './useSaveModelSettings';
import { UsedAppCount } from './UsedAppCount';

const KEYS = 'resources.lmfactory/language-models';

/**
 * The model's description and, once built, its configuration (name and codename, public,
 * enabled, aliases, H2B aliases, used-app count), saved one change at a time.
 */
export const ModelSettings = () => {
  const translate = useTranslate();
  const model = useRecordContext<LanguageModel>();
  const { data: config, isPending, error, refetch } = useModelConfig(model);
  const built = model?.status === 'success';
  const settings = useMemo(
    () => model && { id: model.id, ...settingsOf(model, config) },
    [model, config],
  );
  const save = useSaveModelSettings(model, config);
  if (!model || !settings) return null;
  return (
    <Box component="section" aria-labelledby="model-settings-title" sx={{ p: 2 }}>
      <Typography id="model-settings-title" variant="h6" component="h2" gutterBottom>
        {translate(`${KEYS}.config.title`)}
      </Typography>
      <Form record={settings} onSubmit={save} resetOptions={{ keepDirtyValues: true }}>
        <FormDraft />
        <TextInput source="description" multiline minRows={2} fullWidth />
        {!built && <Alert severity="info">{translate(`${KEYS}.config.notBuilt`)}</Alert>}
        {built && isPending && <LinearProgress aria-label={translate('ra.page.loading')} />}
        {built && error && (
          <Alert
            severity="error"
            action={<Button onClick={() => refetch()}>{translate('ra.action.refresh')}</Button>}
          >
            {translate(`${KEYS}.notifications.getFailed`)}
          </Alert>
        )}
        {config && (
          <>
            <Stack direction="row" spacing={4} alignItems="center" flexWrap="wrap" useFlexGap>
              <Labeled label={`${KEYS}.config.name`}>
                <TextField record={config} source="name" />
              </Labeled>
              <Labeled label={`${KEYS}.fields.codename`}>
                <TextField record={config} source="codename" />
              </Labeled>
              <UsedAppCount configId={config.id} />
            </Stack>
            <Stack direction="row" spacing={2} flexWrap="wrap" useFlexGap sx={{ mt: 2 }}>
              <BooleanInput source="public" helperText={`${KEYS}.config.publicHelp`} />
              <BooleanInput source="enabled" helperText={`${KEYS}.config.enabledHelp`} />
            </Stack>
            <AliasesInput source="aliases" />
            <AliasesInput source="iso_aliases" />
          </>
        )}
        <Stack direction="row" spacing={2} alignItems="center">
          <SaveButton />
          <Typography variant="caption" color="text.secondary">
            {translate(`${KEYS}.config.saveHint`)}
          </Typography>
        </Stack>
      </Form>
    </Box>
  );
};
