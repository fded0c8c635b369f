import SearchIcon from '@mui/icons-material/ManageSearch';
import {
  Box,
  Button,
  LinearProgress,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useMemo } from 'react';
import { useRecordContext, useTranslate } from 'react-admin';
import { dictionaryWords, type Dictionary } from './dictionaryRequests';
import { useWordPresence } from './useWordPresence';

const KEYS = 'resources.lmfactory/dictionaries.presence';

/** For each word of the dictionary, how many calls of the last 6 months contain it. */
export const WordPresence = () => {
  const record = useRecordContext<Dictionary>();
  if (!record) return null;
  // A new version starts with no counts (and cancels the counting of the previous one).
  return <WordPresenceCounts key={record.id} content={record.content} lang={record.lang} />;
};

const WordPresenceCounts = ({ content, lang }: { content: string; lang: string }) => {
  const translate = useTranslate();
  const words = useMemo(() => dictionaryWords(content), [content]);
  const { counts, done, running, start } = useWordPresence(words, lang);
  const progress = words.length === 0 ? 0 : Math.round((done / words.length) * 100);
  const counted = done > 0 || running;
  return (
    <Box component="section" aria-labelledby="word-presence-title" sx={{ p: 2 }}>
      <Typography id="word-presence-title" variant="h6" component="h2">
        {translate(`${KEYS}.title`)}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {translate(`${KEYS}.help`)}
      </Typography>
      <Button
        variant="outlined"
        startIcon={<SearchIcon />}
        onClick={start}
        disabled={running || words.length === 0}
      >
        {translate(counted ? `${KEYS}.recount` : `${KEYS}.count`)}
      </Button>
      {counted && (
        <Box sx={{ my: 1 }}>
          <LinearProgress
            variant="determinate"
            value={progress}
            aria-label={translate(`${KEYS}.progress`, { done, total: words.length })}
          />
          <Typography variant="caption" role="status">
            {translate(`${KEYS}.progress`, { done, total: words.length })}
          </Typography>
        </Box>
      )}
      <Table size="small" aria-labelledby="word-presence-title">
        <TableHead>
          <TableRow>
            <TableCell>{translate(`${KEYS}.word`)}</TableCell>
            <TableCell align="right">{translate(`${KEYS}.calls`)}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {words.map((word) => (
            <TableRow key={word}>
              <TableCell>{word}</TableCell>
              <TableCell align="right">{counts[word] ?? (running ? '…' : '—')}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
};
