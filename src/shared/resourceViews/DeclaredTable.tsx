import { DataTable } from 'react-admin';
import { useDeclaration } from './DeclarationContext';
import { FieldValue } from './FieldValue';
import { recordPath } from './resourceCapabilities';

/** The rows of a generated list: one column per declared `list` field; a row opens its record. */
export const DeclaredTable = () => {
  const resource = useDeclaration();
  return (
    <DataTable rowClick={(id) => recordPath(resource, id) ?? false} bulkActionButtons={false}>
      {resource.fields
        .filter((field) => field.list)
        .map((field) => (
          <DataTable.Col
            key={field.source}
            source={field.source}
            disableSort={field.sortable === false}
          >
            <FieldValue field={field} variant="list" />
          </DataTable.Col>
        ))}
    </DataTable>
  );
};
