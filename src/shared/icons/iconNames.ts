import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import DoNotDisturbOnIcon from '@mui/icons-material/DoNotDisturbOn';
import HourglassTopIcon from '@mui/icons-material/HourglassTop';
import PendingActionsIcon from '@mui/icons-material/PendingActions';
import QueueIcon from '@mui/icons-material/Queue';
import type { SvgIconProps } from '@mui/material';
import type { ComponentType } from 'react';

/** The named icons (spec §3 icon names) and their default colour. */
export const ICONS = {
  qualified: { Icon: CheckCircleIcon, color: 'success' },
  qualification_pending: { Icon: HourglassTopIcon, color: 'info' },
  validity_pending: { Icon: PendingActionsIcon, color: 'warning' },
  void: { Icon: DoNotDisturbOnIcon, color: 'disabled' },
  queue: { Icon: QueueIcon, color: 'action' },
} satisfies Record<
  string,
  { Icon: ComponentType<SvgIconProps>; color: NonNullable<SvgIconProps['color']> }
>;

export type IconName = keyof typeof ICONS;

export const isIconName = (name: string): name is IconName => Object.hasOwn(ICONS, name);
