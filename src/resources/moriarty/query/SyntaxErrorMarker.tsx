import { Box } from '@mui/material';

/** Where the offending character sits: its line, its column, and what is around it. */
export const locatePosition = (query: string, position: number) => {
  const at = Math.max(0, Math.min(query.length, position));
  const lineStart = query.lastIndexOf('\n', at - 1) + 1;
  const newline = query.indexOf('\n', at);
  const line = query.slice(lineStart, newline < 0 ? query.length : newline);
  const column = at - lineStart;
  return {
    before: line.slice(0, column),
    // Past the end (e.g. a quote never closed): mark the place right after the last character.
    character: line.slice(column, column + 1) || ' ',
    after: line.slice(column + 1),
    column,
  };
};

/**
 * The query line holding a syntax error, the offending character underlined (wavy, in <mark>) and
 * a caret under it, as monospace text; the message next to it says the same in words.
 */
export const SyntaxErrorMarker = ({ query, position }: { query: string; position: number }) => {
  const { before, character, after, column } = locatePosition(query, position);
  return (
    <Box
      component="pre"
      data-testid="query-error-marker"
      sx={{
        fontFamily: 'monospace',
        fontSize: '0.875rem',
        color: 'text.primary',
        m: 0,
        mb: 0.5,
        overflowX: 'auto',
      }}
    >
      {before}
      <Box
        component="mark"
        sx={{
          bgcolor: 'transparent',
          color: 'error.main',
          fontWeight: 'bold',
          textDecoration: 'underline wavy',
          textDecorationColor: 'currentColor',
        }}
      >
        {character}
      </Box>
      {after}
      {'\n'}
      <Box component="span" aria-hidden sx={{ color: 'error.main' }}>
        {`${' '.repeat(column)}^`}
      </Box>
    </Box>
  );
};
