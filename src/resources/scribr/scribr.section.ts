import GraphicEqIcon from '@mui/icons-material/GraphicEq';
import { defineSection } from '../../shared/declarations/types';

/**
 * Scribr (spec §2): `/scribr/{language}` — the language segment moves to `?language=`, state is
 * reset on entry. Call analytics, the call list, call details (`/scribr/{call id}`) and
 * annotations. One of the first-connection "affected apps". First in the menu: the product's main
 * view.
 */
export default defineSection({
  id: 'scribr',
  order: 5,
  languageFilter: true,
  resetOnEnter: true,
  firstConnection: true,
  icon: GraphicEqIcon,
});
