import { Box, Button, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useTranslate } from 'react-admin';

export interface ErrorPageProps {
  /** Translation keys (or plain text) of the heading and the explanation. */
  title: string;
  message: string;
  image?: ReactNode;
}

/** The frame shared by Access denied, Not found, Forbidden and Bad request. */
export const ErrorPage = ({ title, message, image }: ErrorPageProps) => {
  const translate = useTranslate();
  return (
    <Box
      component="section"
      sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 2, py: 6, px: 2 }}
    >
      {image}
      <Typography variant="h5" component="h1">
        {translate(title, { _: title })}
      </Typography>
      <Typography variant="body1" color="text.secondary" textAlign="center">
        {translate(message, { _: message })}
      </Typography>
      <Button component={Link} to="/" variant="outlined">
        {translate('shell.actions.home', { _: 'Go to the home page' })}
      </Button>
    </Box>
  );
};
