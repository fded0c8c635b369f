import DownloadIcon from '@mui/icons-material/Download';
import { Button } from '@mui/material';
import { useState } from 'react';
import { useDataProvider, useTranslate } from 'react-admin';
import type { ServiceDataProvider } from '../../../shared/declarations/serviceRequest';
import { saveBlob } from '../../../shared/files/saveBlob';
import { useHandleError } from '../../../shared/notifications';

/** Downloads an export's archive (a ZIP of the number's calls), with the user's token. */
export const ArchiveDownloadButton = ({ id }: { id: number }) => {
  const translate = useTranslate();
  const dataProvider = useDataProvider<ServiceDataProvider>();
  const handleError = useHandleError();
  const [pending, setPending] = useState(false);
  const download = async () => {
    setPending(true);
    try {
      const { blob, filename } = await dataProvider.download({
        service: 'phonelines',
        path: `gdpr-requests/${id}/archive`,
      });
      saveBlob(blob, filename ?? `gdpr-request-${id}.zip`);
    } catch (error) {
      handleError(error, 'resources.phonelines/gdpr-request.downloadFailed');
    } finally {
      setPending(false);
    }
  };
  return (
    <Button
      size="small"
      startIcon={<DownloadIcon />}
      loading={pending}
      onClick={(event) => {
        event.stopPropagation();
        void download();
      }}
    >
      {translate('resources.phonelines/gdpr-request.download')}
    </Button>
  );
};
