import { Box } from '@mui/material';
import type { FieldErrors } from '../http';

/** Field errors of a notification: the field name, then each of its messages. */
export const FieldErrorList = ({ errors, label }: { errors: FieldErrors; label: string }) => (
  <Box component="dl" aria-label={label} sx={{ m: 0, mt: 0.5 }}>
    {Object.entries(errors).map(([field, messages]) => (
      <Box key={field} sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 1 }}>
        <Box component="dt" sx={{ fontWeight: 'bold' }}>
          {field}
        </Box>
        {messages.map((message, index) => (
          <Box component="dd" key={index} sx={{ m: 0 }}>
            {message}
          </Box>
        ))}
      </Box>
    ))}
  </Box>
);
