import { useEffect } from 'react';
import { useGetResourceLabel, useTranslate } from 'react-admin';
import { useLocation } from 'react-router-dom';
import { useRegistry, useRuntimeConfig } from './AppContext';
import { pageTitleOf } from './pageTitle';

/** document.title = the route's page title followed by the product name ("Corpuses - Speech Console"). */
export const useDocumentTitle = () => {
  const { pathname } = useLocation();
  const registry = useRegistry();
  const { productName } = useRuntimeConfig();
  const translate = useTranslate();
  const resourceLabel = useGetResourceLabel();
  const title = pageTitleOf(registry, pathname);

  let text: string | undefined;
  if (title && 'key' in title) text = translate(title.key, title.options);
  else if (title?.action === 'list') text = resourceLabel(title.resource, 2);
  else if (title?.action === 'create') {
    text = translate('ra.page.create', { name: resourceLabel(title.resource, 1) });
  } else if (title?.action === 'show') {
    const name = resourceLabel(title.resource, 1);
    text = translate('ra.page.show', { name, id: title.id, recordRepresentation: title.id });
  } else if (title) {
    const name = resourceLabel(title.resource, 1);
    text = translate('ra.page.edit', { name, id: title.id, recordRepresentation: title.id });
  }
  const documentTitle = text ? `${text} - ${productName}` : productName;

  useEffect(() => {
    document.title = documentTitle;
  }, [documentTitle]);
};
