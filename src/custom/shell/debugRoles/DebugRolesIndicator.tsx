import BugReportIcon from '@mui/icons-material/BugReport';
import {
  Box,
  Button,
  Checkbox,
  Chip,
  FormControlLabel,
  FormGroup,
  Popover,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { useRefresh, useTranslate } from 'react-admin';
import { ADMIN_ROLE, ROLES } from '../../../../contracts/roles';
import {
  setDebugRoles,
  stopDebugRoles,
  toggleDebugRole,
  useSession,
} from '../../../shared/session';

/**
 * While debug roles are on: a visible "Debug roles" chip in the app bar, opening the role
 * switches. Every change re-asks canAccess (react-admin caches its answers), so menu, routes and
 * palette follow at once.
 */
export const DebugRolesIndicator = () => {
  const translate = useTranslate();
  const refresh = useRefresh();
  const debugRoles = useSession((session) => session.debugRoles);
  const roles = useSession((session) => session.userRoles);
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  if (!debugRoles) return null;
  const after = (change: () => void) => () => {
    change();
    refresh();
  };
  return (
    <>
      <Chip
        icon={<BugReportIcon />}
        label={translate('shell.debugRoles.indicator')}
        color="warning"
        onClick={(event) => setAnchor(event.currentTarget)}
        sx={{ mx: 1 }}
      />
      <Popover
        open={anchor !== null}
        anchorEl={anchor}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      >
        <Box sx={{ p: 2, width: 400 }}>
          <Typography variant="subtitle1" component="h2">
            {translate('shell.debugRoles.title')}
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
            {translate('shell.debugRoles.hint')}
          </Typography>
          <Box sx={{ display: 'flex', gap: 1, mb: 1 }}>
            <Button
              size="small"
              variant="outlined"
              onClick={after(() => setDebugRoles({ ...roles, [ADMIN_ROLE]: false }))}
            >
              {translate('shell.debugRoles.asClient')}
            </Button>
            <Button
              size="small"
              color="warning"
              onClick={after(() => {
                stopDebugRoles();
                setAnchor(null);
              })}
            >
              {translate('shell.debugRoles.stop')}
            </Button>
          </Box>
          <FormGroup sx={{ maxHeight: 320, overflowY: 'auto', flexWrap: 'nowrap' }}>
            {ROLES.map((role) => (
              <FormControlLabel
                key={role}
                label={<Typography variant="body2">{role}</Typography>}
                control={
                  <Checkbox
                    size="small"
                    checked={roles[role] === true}
                    onChange={after(() => toggleDebugRole(role))}
                  />
                }
              />
            ))}
          </FormGroup>
        </Box>
      </Popover>
    </>
  );
};
