import { FilterButton, TopToolbar } from 'react-admin';
import { AddButton } from './AddButton';
import { useDeclaration, useDeclaredSection } from './DeclarationContext';
import { LanguageFilter } from './LanguageFilter';

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
