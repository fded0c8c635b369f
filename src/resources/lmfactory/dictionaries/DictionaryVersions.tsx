import {
  Alert,
  Box,
  Button,
  LinearProgress,
  Link,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { DateTimeValue } from '../../../shared/format';
import { recordPath, useDeclaration } from '../../../shared/resourceViews';
import { dictionaryWords, type Dictionary } from './dictionaryRequests';
import { useDictionaryVersions } from './useDictionaryVersions';

const KEYS = 'resources.lmfactory/dictionaries';

/** Every version of this dictionary, each readable on its own page; this one marked. */
export const DictionaryVersions = () => {
  const translate = useTranslate();
  const resource = useDeclaration();
  const record = useRecordContext<Dictionary>();
  const { versions, isPending, error, refetch } = useDictionaryVersions(record);
  return (
    <Box component="section" aria-labelledby="dictionary-versions-title" sx={{ p: 2 }}>
      <Typography id="dictionary-versions-title" variant="h6" component="h2">
        {translate(`${KEYS}.versions.title`)}
      </Typography>
      {isPending && <LinearProgress aria-label={translate('ra.page.loading')} />}
      {error && (
        <Alert
          severity="error"
          action={<Button onClick={() => refetch()}>{translate('ra.action.refresh')}</Button>}
        >
          {translate(`${KEYS}.notifications.listFailed`)}
        </Alert>
      )}
      {!isPending && !error && (
        <Table size="small" aria-labelledby="dictionary-versions-title">
          <TableHead>
            <TableRow>
              <TableCell>{translate(`${KEYS}.fields.version`)}</TableCell>
              <TableCell>{translate(`${KEYS}.fields.inserted_at`)}</TableCell>
              <TableCell align="right">{translate(`${KEYS}.versions.words`)}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {versions.map((version) => {
              const isThis = version.id === record?.id;
              const label = translate(`${KEYS}.versions.name`, {
                current: version.version.current,
              });
              return (
                <TableRow key={version.id} selected={isThis}>
                  <TableCell>
                    {isThis ? (
                      <span aria-current="page">
                        {label} · {translate(`${KEYS}.versions.this`)}
                      </span>
                    ) : (
                      <Link component={RouterLink} to={recordPath(resource, version.id) ?? '#'}>
                        {label}
                      </Link>
                    )}
                  </TableCell>
                  <TableCell>
                    <DateTimeValue value={version.inserted_at} />
                  </TableCell>
                  <TableCell align="right">{dictionaryWords(version.content).length}</TableCell>
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      )}
    </Box>
  );
};
