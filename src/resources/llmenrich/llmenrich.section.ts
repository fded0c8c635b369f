import AutoAwesomeIcon from '@mui/icons-material/AutoAwesome';
import { defineSection } from '../../shared/declarations/types';

/** LLM Enrich (issue 15): `/llmenrich/{language}`, language filter, state reset on entry. */
export default defineSection({
  id: 'llmenrich',
  order: 45,
  languageFilter: true,
  resetOnEnter: true,
  icon: AutoAwesomeIcon,
});
