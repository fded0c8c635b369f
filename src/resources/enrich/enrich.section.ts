import AutoAwesomeIcon from '@mui/icons-material/AutoAwesome';
import { defineSection } from '../../shared/declarations/types';

/**
 * Enrich (spec §2, issue 15): `/enrich` redirects to the packages (`app.enrich.packages`), the
 * first child; the tag configuration opens with `app.enrich.tagconfig`. Changes are
 * administrators' (`global.admin`).
 */
export default defineSection({
  id: 'enrich',
  order: 40,
  icon: AutoAwesomeIcon,
});
