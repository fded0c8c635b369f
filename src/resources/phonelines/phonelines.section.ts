import PhoneIcon from '@mui/icons-material/Phone';
import { defineSection } from '../../shared/declarations/types';

/**
 * Phonelines (spec §2): `/phonelines` redirects to the first child the user may open — the phone
 * lines (`app.phonelines.list`) and the data-protection request (`app.phonelines.gdpr`).
 */
export default defineSection({
  id: 'phonelines',
  order: 30,
  icon: PhoneIcon,
});
