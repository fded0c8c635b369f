import DeveloperModeIcon from '@mui/icons-material/DeveloperMode';
import { defineSection } from '../../shared/declarations/types';

/**
 * Console (spec §2): the developer Console, `/dev-console`, redirecting to the first child the
 * user may open — `h2b` (role `app.console.h2b`), then `batch` (`app.console.batch`). Dashboards
 * of the H2B metrics and batch metrics services; a client user sees its own clients' apps only.
 */
export default defineSection({
  id: 'dev-console',
  order: 20,
  icon: DeveloperModeIcon,
});
