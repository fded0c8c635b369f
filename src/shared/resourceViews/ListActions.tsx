import { TopToolbar } from 'react-admin';
import { onDemandPart } from '../preload';
import { AddButton } from './AddButton';
import { useDeclaration, useDeclaredSection } from './DeclarationContext';
import { LanguageFilter } from './LanguageFilter';

// With the filter form, after the list's rows (issue 16): its menu and saved-query dialogs.
const FilterButton = onDemandPart(() => import('./ListFilterParts'), 'FilterButton');

/** Language select (language-filtered sections), filter button (declared filters), Add. */
export const ListActions = () => {
  const resource = useDeclaration();
  const section = useDeclaredSection();
  const hasFilters = resource.fields.some((field) => field.filter);
  return (
    <TopToolbar sx={{ alignItems: 'center' }}>
      {section.languageFilter && <LanguageFilter />}
      {hasFilters && <FilterButton />}
      <AddButton />
    </TopToolbar>
  );
};
