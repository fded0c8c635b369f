import { NewVersionBanner } from '../../custom/shell';

/** What covers every page, inside the layout or not: the new-version banner. */
export const ShellOverlays = () => <NewVersionBanner />;
