import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import NavigateBeforeIcon from '@mui/icons-material/NavigateBefore';
import NavigateNextIcon from '@mui/icons-material/NavigateNext';
import { Button, Stack, Typography, type ButtonProps } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { rememberedListQuery } from '../listQuery';
import { useCallNeighbours } from './useCallNeighbours';

const detailPath = (id: string) => `/scribr/${encodeURIComponent(id)}`;

/** A link to a neighbour call; a disabled button when there is none (or not known yet). */
const StepButton = ({
  id,
  icon,
  children,
}: {
  id: string | null | undefined;
  icon: Pick<ButtonProps, 'startIcon' | 'endIcon'>;
  children: ReactNode;
}) =>
  id ? (
    <Button component={RouterLink} to={detailPath(id)} {...icon}>
      {children}
    </Button>
  ) : (
    <Button disabled {...icon}>
      {children}
    </Button>
  );

/** Back to the list (as it was), and the previous / next call of that list. */
export const CallStepper = ({ id }: { id: string }) => {
  const translate = useTranslate();
  const { data } = useCallNeighbours(id);
  const listSearch = rememberedListQuery().toString();
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
      <Button
        component={RouterLink}
        to={{ pathname: '/scribr/call-list', search: listSearch ? `?${listSearch}` : '' }}
        startIcon={<ArrowBackIcon />}
      >
        {translate('resources.scribr/call-list.details.backToList')}
      </Button>
      <span style={{ flex: 1 }} />
      {data?.position != null && (
        <Typography variant="body2" color="text.secondary">
          {translate('resources.scribr/call-list.details.position', {
            position: data.position,
            total: data.total,
          })}
        </Typography>
      )}
      <StepButton id={data?.previous} icon={{ startIcon: <NavigateBeforeIcon /> }}>
        {translate('resources.scribr/call-list.details.previous')}
      </StepButton>
      <StepButton id={data?.next} icon={{ endIcon: <NavigateNextIcon /> }}>
        {translate('resources.scribr/call-list.details.next')}
      </StepButton>
    </Stack>
  );
};
