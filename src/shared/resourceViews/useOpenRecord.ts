import { useCallback } from 'react';
import { useRedirect, type Identifier } from 'react-admin';
import { useDeclaration } from './DeclarationContext';
import { listPath, recordPath } from './resourceCapabilities';

/** Goes to a record's page of the current resource (its list when it has no record page). */
export const useOpenRecord = () => {
  const resource = useDeclaration();
  const redirect = useRedirect();
  return useCallback(
    (id: Identifier) => redirect(recordPath(resource, id) ?? listPath(resource)),
    [redirect, resource],
  );
};
