import DownloadIcon from '@mui/icons-material/Download';
import { Button, CircularProgress } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';
import type { LanguageModel } from './languageModelRequests';
import { useDownloadModel } from './useDownloadModel';

/** Downloads the built model file (ARPA). */
export const DownloadModelButton = () => {
  const translate = useTranslate();
  const model = useRecordContext<LanguageModel>();
  const { download, downloading } = useDownloadModel(model);
  return (
    <Button
      variant="contained"
      onClick={download}
      disabled={downloading}
      startIcon={downloading ? <CircularProgress size={16} color="inherit" /> : <DownloadIcon />}
    >
      {translate('resources.lmfactory/language-models.build.download')}
    </Button>
  );
};
