import { Box, TextField, type TextFieldProps } from '@mui/material';
import { SyntaxErrorMarker } from './SyntaxErrorMarker';
import type { QuerySyntaxError } from './syntaxError';

export type QueryFieldProps = Omit<TextFieldProps, 'error' | 'value' | 'onChange'> & {
  value: string;
  onChange: (value: string) => void;
  /** A syntax error of this very query (marked at its position), or another message. */
  error?: QuerySyntaxError;
};

/**
 * A clue query (Elasticsearch simple_query_string syntax) in a monospace field; a syntax error is
 * shown at the field: the offending character underlined with a caret under it, then the message.
 */
export const QueryField = ({ value, onChange, error, helperText, ...props }: QueryFieldProps) => (
  <TextField
    {...props}
    value={value}
    onChange={(event) => onChange(event.target.value)}
    error={!!error}
    multiline
    minRows={2}
    fullWidth
    helperText={
      error ? (
        <Box component="span" sx={{ display: 'block' }}>
          {error.position !== undefined && (
            <SyntaxErrorMarker query={value} position={error.position} />
          )}
          <span>{error.message}</span>
        </Box>
      ) : (
        helperText
      )
    }
    slotProps={{
      ...props.slotProps,
      htmlInput: { spellCheck: false, style: { fontFamily: 'monospace' } },
      formHelperText: { component: 'div' },
    }}
  />
);
