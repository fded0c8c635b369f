import { Box } from '@mui/material';

/** The 403 image: "4", a closed padlock for the "0", "3". A plain <img> so it reads as an image
 * to every user agent; the alt text carries the meaning. Served from public/ (not inlined). */
export const AccessDeniedIllustration = ({ title }: { title: string }) => (
  <Box
    component="img"
    src="/images/access-denied-403.svg"
    alt={title}
    sx={{ width: 320, maxWidth: '80%', height: 'auto' }}
  />
);
