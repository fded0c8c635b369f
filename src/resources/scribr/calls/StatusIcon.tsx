import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import DoNotDisturbOnIcon from '@mui/icons-material/DoNotDisturbOn';
import HourglassTopIcon from '@mui/icons-material/HourglassTop';
import PendingActionsIcon from '@mui/icons-material/PendingActions';
import QueueIcon from '@mui/icons-material/Queue';
import { Tooltip } from '@mui/material';
import type { ComponentType } from 'react';
import { useTranslate } from 'react-admin';
import { TOOLTIP_DELAY_MS } from '../../../shared/format';
import type { CallStatus } from './callRecord';

type IconColor = 'success' | 'info' | 'warning' | 'disabled' | 'action';

/** The icon of each call status (spec §3 icon names), with its colour. */
const ICONS: Record<
  CallStatus,
  {
    Icon: ComponentType<{ color: IconColor; fontSize: 'small'; 'aria-hidden': boolean }>;
    color: IconColor;
  }
> = {
  qualified: { Icon: CheckCircleIcon, color: 'success' },
  qualification_pending: { Icon: HourglassTopIcon, color: 'info' },
  validity_pending: { Icon: PendingActionsIcon, color: 'warning' },
  void: { Icon: DoNotDisturbOnIcon, color: 'disabled' },
  queue: { Icon: QueueIcon, color: 'action' },
};

/** A call status as its icon, named in a tooltip (300 ms, spec §9) and for screen readers. */
export const StatusIcon = ({ status }: { status: CallStatus }) => {
  const translate = useTranslate();
  const icon = ICONS[status];
  const label = translate(`resources.scribr/call-list.status.${status}`, { _: status });
  if (!icon) return <span>{label}</span>;
  const { Icon, color } = icon;
  return (
    <Tooltip title={label} enterDelay={TOOLTIP_DELAY_MS}>
      <span role="img" aria-label={label} data-status={status} style={{ display: 'inline-flex' }}>
        <Icon color={color} fontSize="small" aria-hidden />
      </span>
    </Tooltip>
  );
};
