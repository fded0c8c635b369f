import ModelTrainingIcon from '@mui/icons-material/ModelTraining';
import { defineSection } from '../../shared/declarations/types';

/** LM Factory (spec §2): `/lmfactory/{language}`, language filter, state reset on entry. */
export default defineSection({
  id: 'lmfactory',
  order: 50,
  languageFilter: true,
  resetOnEnter: true,
  icon: ModelTrainingIcon,
});
