import { Alert, Box } from '@mui/material';
import { createContext, useContext, type FormEvent, type ReactNode } from 'react';
import { useGetResourceLabel, useRecordContext, useTranslate } from 'react-admin';
import { useSession } from '../session';
import { useDeclaration } from './DeclarationContext';

const ReadOnlyRecord = createContext(false);

/** Whether the record page shows a record the user may read but not change (no save, no archive). */
export const useReadOnlyRecord = () => useContext(ReadOnlyRecord);

const refuseSubmit = (event: FormEvent) => event.preventDefault();

/**
 * A platform record (`client_id` null, in a resource declared with `platformRecords`) opened by
 * a client user: readable, not changeable — the services refuse the change, so the page says so
 * and offers no save or archive (`useReadOnlyRecord`); reading actions (opening a tag's clue, the
 * live preview) stay.
 */
export const PlatformRecordGuard = ({ children }: { children: ReactNode }) => {
  const resource = useDeclaration();
  const record = useRecordContext();
  const isAdmin = useSession((session) => session.isAdmin);
  const translate = useTranslate();
  const name = useGetResourceLabel()(resource.name, 1).toLocaleLowerCase();
  const readOnly = !!resource.platformRecords && !isAdmin && !!record && record.client_id === null;
  if (!readOnly) return children;
  return (
    <ReadOnlyRecord.Provider value>
      <Alert severity="info" sx={{ m: 2, mb: 0 }}>
        {translate('console.platformRecord', { name })}
      </Alert>
      {/* Enter in a field submits nothing either. */}
      <Box onSubmitCapture={refuseSubmit}>{children}</Box>
    </ReadOnlyRecord.Provider>
  );
};
