import DeleteIcon from '@mui/icons-material/Delete';
import { Button } from '@mui/material';
import { useState } from 'react';
import { Confirm, useDeleteMany, useNotify, useTranslate } from 'react-admin';
import { useHandleError } from '../../../../shared/notifications';
import { CHARTS_RESOURCE } from '../useCharts';
import type { PendingDeletions } from './usePendingDeletions';

const KEYS = 'resources.scribr/analytics.editor';

/** "Delete n charts": after a confirmation, the marked charts are deleted for every user. */
export const ApplyDeletions = ({ deletions }: { deletions: PendingDeletions }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const handleError = useHandleError();
  const [open, setOpen] = useState(false);
  const [deleteMany, { isPending }] = useDeleteMany();
  const count = deletions.marked.length;
  if (count === 0) return null;
  const apply = () =>
    deleteMany(
      CHARTS_RESOURCE,
      { ids: deletions.marked },
      {
        onSuccess: () => {
          deletions.clear();
          setOpen(false);
          notify(`${KEYS}.deleted`, { type: 'success', messageArgs: { smart_count: count } });
        },
        onError: (error) => {
          setOpen(false);
          handleError(error);
        },
      },
    );
  return (
    <>
      <Button
        color="error"
        variant="outlined"
        startIcon={<DeleteIcon />}
        onClick={() => setOpen(true)}
      >
        {translate(`${KEYS}.apply`, { smart_count: count })}
      </Button>
      <Confirm
        isOpen={open}
        loading={isPending}
        title={translate(`${KEYS}.applyTitle`, { smart_count: count })}
        content={translate(`${KEYS}.applyContent`, { smart_count: count })}
        onConfirm={apply}
        onClose={() => setOpen(false)}
      />
    </>
  );
};
