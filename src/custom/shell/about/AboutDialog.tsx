import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Table,
  TableBody,
  TableCell,
  TableRow,
} from '@mui/material';
import { useTranslate } from 'react-admin';
import { useSession } from '../../../shared/session';

/**
 * About: which build of the console this page runs — the build id (as `GET /version` answers it)
 * and the commit it was built from (spec §3 session state), to quote in a support request.
 */
export const AboutDialog = ({ open, onClose }: { open: boolean; onClose: () => void }) => {
  const translate = useTranslate();
  const buildId = useSession((session) => session.buildId);
  const commitHash = useSession((session) => session.commitHash);
  const unknown = translate('shell.about.unknown');
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="about-title">
      <DialogTitle id="about-title">{translate('shell.about.title')}</DialogTitle>
      <DialogContent>
        <Table size="small">
          <TableBody>
            <TableRow>
              <TableCell component="th" scope="row">
                {translate('shell.about.version')}
              </TableCell>
              <TableCell sx={{ fontFamily: 'monospace' }}>{buildId ?? unknown}</TableCell>
            </TableRow>
            <TableRow>
              <TableCell component="th" scope="row">
                {translate('shell.about.commit')}
              </TableCell>
              <TableCell sx={{ fontFamily: 'monospace' }}>{commitHash ?? unknown}</TableCell>
            </TableRow>
          </TableBody>
        </Table>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('ra.action.close')}</Button>
      </DialogActions>
    </Dialog>
  );
};
