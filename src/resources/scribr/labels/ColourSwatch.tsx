import { Box } from '@mui/material';

const COLOUR = /^#[0-9a-fA-F]{6}$/;

/** A small square of a label's colour (nothing for a value that is not `#rrggbb`). */
export const ColourSwatch = ({ colour, size = 14 }: { colour: unknown; size?: number }) =>
  typeof colour === 'string' && COLOUR.test(colour) ? (
    <Box
      component="span"
      aria-hidden
      sx={{
        display: 'inline-block',
        width: size,
        height: size,
        borderRadius: 0.5,
        bgcolor: colour,
        border: 1,
        borderColor: 'divider',
        flexShrink: 0,
        verticalAlign: 'middle',
      }}
    />
  ) : null;

export const isColour = (value: unknown): value is string =>
  typeof value === 'string' && COLOUR.test(value);
