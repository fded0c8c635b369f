import SettingsIcon from '@mui/icons-material/Settings';
import { defineSection } from '../../shared/declarations/types';

/**
 * Config (spec §2): where the platform's staff set a customer up. `/config` redirects to the first
 * child the user may open. Each child opens with the role of its area (spec §6):
 * - `clients`, `activate-account` → `app.config.client` (activating a customer's user is part of
 *   setting up the client: it grants that client's people their access);
 * - `vocal-cookie` (batch apps) → `app.config.batch`;
 * - `stream-h2b` (stream host-to-host apps) → `app.config.stream`;
 * - `ftp` (FTP activity) and `connect-ftp` (FTP accounts) → `app.config.ftp_account`.
 * Changes are administrators' (`global.admin`); `app.config.packages` belongs to Enrich's packages.
 */
export default defineSection({
  id: 'config',
  order: 10,
  icon: SettingsIcon,
});
