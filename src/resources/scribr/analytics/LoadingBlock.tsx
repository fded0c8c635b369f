import { Box } from '@mui/material';
import { alpha, keyframes } from '@mui/material/styles';

const pulse = keyframes`
  0% { opacity: 1; }
  50% { opacity: 0.4; }
  100% { opacity: 1; }
`;

/**
 * A chart's place while it loads, drawn as MUI's rounded Skeleton (its colour and pulse) on Box:
 * the Skeleton came in a file of its own before the dashboard's first figures (issue 16: 1.4 KiB
 * gz of the 1.15 × budget).
 */
export const LoadingBlock = ({ height }: { height: number }) => (
  <Box
    aria-hidden
    data-testid="loading-block"
    sx={(theme) => ({
      height,
      borderRadius: `${theme.shape.borderRadius}px`,
      bgcolor: alpha(theme.palette.text.primary, theme.palette.mode === 'light' ? 0.11 : 0.13),
      animation: `${pulse} 2s ease-in-out 0.5s infinite`,
    })}
  />
);
