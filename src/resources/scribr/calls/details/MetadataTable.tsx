import { Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';

/** The call's free metadata (agent, direction, ...) as a key / value table. */
export const MetadataTable = ({ metadata }: { metadata: Readonly<Record<string, string>> }) => {
  const translate = useTranslate();
  const entries = Object.entries(metadata);
  if (entries.length === 0) {
    return (
      <Typography variant="body2" color="text.secondary">
        {translate('resources.scribr/call-list.details.noMetadata')}
      </Typography>
    );
  }
  return (
    <Table size="small" aria-label={translate('resources.scribr/call-list.details.metadata')}>
      <TableHead>
        <TableRow>
          <TableCell>{translate('resources.scribr/call-list.details.key')}</TableCell>
          <TableCell>{translate('resources.scribr/call-list.details.value')}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {entries.map(([key, value]) => (
          <TableRow key={key}>
            <TableCell component="th" scope="row" sx={{ fontFamily: 'monospace' }}>
              {key}
            </TableCell>
            <TableCell>{value}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
};
