import ManageSearchIcon from '@mui/icons-material/ManageSearch';
import { defineSection } from '../../shared/declarations/types';

/** Moriarty (spec §2): `/moriarty/{language}` behaves like LM Factory (language to the query,
 * state reset on entry). Children: tags, clues. */
export default defineSection({
  id: 'moriarty',
  order: 60,
  languageFilter: true,
  resetOnEnter: true,
  icon: ManageSearchIcon,
});
