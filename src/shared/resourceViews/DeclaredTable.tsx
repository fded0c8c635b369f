import { useMemo } from 'react';
import { DataTable } from 'react-admin';
import { useDeclaration } from './DeclarationContext';
import { FieldValue } from './FieldValue';
import { useListCellRenders } from './useListCellRenders';
import { recordPath } from './resourceCapabilities';
import { VirtualTableBody } from './VirtualTableBody';

/**
 * The rows of a generated list: one column per declared `list` field; a row opens its record.
 * Long pages (a whole list shown "All") render only the rows in view. Texts, numbers, dates and
 * languages are written by functions, not components (useListCellRenders).
 */
export const DeclaredTable = () => {
  const resource = useDeclaration();
  const listed = useMemo(() => resource.fields.filter((field) => field.list), [resource]);
  const cellRenders = useListCellRenders(listed);
  return (
    <DataTable
      rowClick={(id) => recordPath(resource, id) ?? false}
      bulkActionButtons={false}
      body={VirtualTableBody}
    >
      {listed.map((field) => {
        const render = cellRenders.get(field.source);
        return (
          <DataTable.Col
            key={field.source}
            source={field.source}
            disableSort={field.sortable === false}
            render={render}
          >
            {render ? undefined : <FieldValue field={field} variant="list" />}
          </DataTable.Col>
        );
      })}
    </DataTable>
  );
};
