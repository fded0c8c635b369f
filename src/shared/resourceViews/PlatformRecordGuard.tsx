import { Alert, Box } from '@mui/material';
import type { ReactNode } from 'react';
import { useGetResourceLabel, useRecordContext, useTranslate } from 'react-admin';
import { useSession } from '../session';
import { useDeclaration } from './DeclarationContext';

/**
 * A platform record (`client_id` null, in a resource declared with `platformRecords`) opened by
 * a client user: readable, not changeable — the services refuse the change, so the page says so
 * and its inputs and buttons are disabled (a disabled fieldset) instead of failing on save.
 */
export const PlatformRecordGuard = ({ children }: { children: ReactNode }) => {
  const resource = useDeclaration();
  const record = useRecordContext();
  const isAdmin = useSession((session) => session.isAdmin);
  const translate = useTranslate();
  const name = useGetResourceLabel()(resource.name, 1).toLocaleLowerCase();
  const readOnly = resource.platformRecords && !isAdmin && record && record.client_id === null;
  if (!readOnly) return children;
  return (
    <Box>
      <Alert severity="info" sx={{ m: 2, mb: 0 }}>
        {translate('console.platformRecord', { name })}
      </Alert>
      <Box
        component="fieldset"
        disabled
        aria-readonly="true"
        sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}
      >
        {children}
      </Box>
    </Box>
  );
};
