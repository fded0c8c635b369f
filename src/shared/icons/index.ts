export { AppIcon, ICON_BASE_SIZE, ICON_PREFIX, ICON_SIZES, type IconSize } from './AppIcon';
export { isIconName, type IconName } from './iconNames';
