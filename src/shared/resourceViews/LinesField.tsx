import { List, ListItem, ListItemText } from '@mui/material';
import { useRecordContext } from 'react-admin';

/** A string[] shown one item per line (as text, never as HTML). */
export const LinesField = ({ source }: { source: string }) => {
  const record = useRecordContext();
  const lines: unknown[] = Array.isArray(record?.[source]) ? record[source] : [];
  return (
    <List dense disablePadding>
      {lines.map((line, index) => (
        <ListItem key={index} disableGutters>
          <ListItemText primary={String(line)} />
        </ListItem>
      ))}
    </List>
  );
};
