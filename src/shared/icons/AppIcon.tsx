import type { SvgIconProps } from '@mui/material';
import type { ComponentType } from 'react';
import { HoverTooltip } from '../format';
import { ICONS, type IconName } from './iconNames';

/** Spec §9: icon base size 24, sizes small / medium / large / extra-large, names prefixed 'uh'. */
export const ICON_BASE_SIZE = 24;
export const ICON_PREFIX = 'uh';
export const ICON_SIZES = {
  small: ICON_BASE_SIZE * 0.75,
  medium: ICON_BASE_SIZE,
  large: ICON_BASE_SIZE * 1.5,
  'extra-large': ICON_BASE_SIZE * 2,
} as const;
export type IconSize = keyof typeof ICON_SIZES;

export interface AppIconProps {
  name: IconName;
  size?: IconSize;
  color?: SvgIconProps['color'];
  /** Named in a tooltip (after 300 ms) and for screen readers; without it, decorative. */
  label?: string;
}

/**
 * The console's icon: one of the named icons (`uh-<name>` in the page), at a declared size. With a
 * label it is an image with that name and a tooltip; without, it is hidden from screen readers.
 */
export const AppIcon = ({ name, size = 'medium', color, label }: AppIconProps) => {
  const Icon: ComponentType<SvgIconProps> = ICONS[name].Icon;
  const pixels = ICON_SIZES[size];
  const icon = (
    <Icon
      className={`${ICON_PREFIX}-icon ${ICON_PREFIX}-${name}`}
      data-icon={`${ICON_PREFIX}-${name}`}
      color={color ?? ICONS[name].color}
      sx={{ fontSize: pixels, width: pixels, height: pixels }}
      aria-hidden
    />
  );
  if (label === undefined) return icon;
  return (
    <HoverTooltip title={label}>
      <span role="img" aria-label={label} style={{ display: 'inline-flex' }}>
        {icon}
      </span>
    </HoverTooltip>
  );
};
