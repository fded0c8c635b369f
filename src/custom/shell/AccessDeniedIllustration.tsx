import { Box } from '@mui/material';
import { useId } from 'react';

/** The 403 image: "4", a closed padlock for the "0", "3". Drawn here so it follows the theme. */
export const AccessDeniedIllustration = ({ title }: { title: string }) => {
  const titleId = useId();
  return (
    <Box
      component="svg"
      viewBox="0 0 320 200"
      role="img"
      aria-labelledby={titleId}
      sx={{ width: 320, maxWidth: '80%', height: 'auto', color: 'primary.main' }}
    >
      <title id={titleId}>{title}</title>
      <ellipse cx="160" cy="182" rx="130" ry="10" fill="currentColor" opacity="0.12" />
      <g
        fill="currentColor"
        fontFamily="inherit"
        fontSize="120"
        fontWeight="700"
        textAnchor="middle"
      >
        <text x="70" y="156">
          4
        </text>
        <text x="250" y="156">
          3
        </text>
      </g>
      <path
        d="M134 96 V74 a26 26 0 0 1 52 0 V96"
        fill="none"
        stroke="currentColor"
        strokeWidth="11"
        strokeLinecap="round"
        opacity="0.7"
      />
      <rect x="118" y="92" width="84" height="68" rx="12" fill="currentColor" />
      <circle cx="160" cy="120" r="9" fill="#fff" />
      <rect x="156" y="124" width="8" height="20" rx="3" fill="#fff" />
    </Box>
  );
};
