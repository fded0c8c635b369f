import { Chip, Stack } from '@mui/material';
import { useRecordContext } from 'react-admin';

/** Granted roles as chips (role names are the operators' vocabulary, spec §6). */
export const RolesField = ({ source }: { source: string }) => {
  const record = useRecordContext();
  const roles: unknown = record?.[source];
  if (!Array.isArray(roles)) return null;
  return (
    <Stack direction="row" flexWrap="wrap" gap={0.5}>
      {roles.map((role) => (
        <Chip key={String(role)} size="small" label={String(role)} />
      ))}
    </Stack>
  );
};
