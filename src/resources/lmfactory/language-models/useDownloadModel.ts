import { useCallback, useState } from 'react';
import { useServiceRequest } from '../../../shared/declarations/serviceRequest';
import { saveBlob } from '../../../shared/files/saveBlob';
import { useLmNotify } from '../common/useLmNotify';
import { languageModelPath, type LanguageModel } from './languageModelRequests';

/**
 * Downloads the built model: `GET language_models/{id}/model` (ARPA text) through the shared
 * HTTP client (bearer token, time-out), saved as `<codename>.arpa` — the name the service gives.
 */
export const useDownloadModel = (model: LanguageModel | undefined) => {
  const request = useServiceRequest();
  const { failure } = useLmNotify();
  const [downloading, setDownloading] = useState(false);
  const download = useCallback(async () => {
    if (!model) return;
    setDownloading(true);
    try {
      const text = await request<unknown>({
        service: 'lmFactory',
        path: `${languageModelPath(model.id)}/model`,
      });
      const content = typeof text === 'string' ? text : JSON.stringify(text);
      saveBlob(new Blob([content], { type: 'text/plain;charset=utf-8' }), `${model.codename}.arpa`);
    } catch (error) {
      failure('resources.lmfactory/language-models.notifications.downloadFailed', error);
    } finally {
      setDownloading(false);
    }
  }, [failure, model, request]);
  return { download, downloading };
};
