import { DataTable } from 'react-admin';
import { SharedDisplayFormats } from '../format';
import { useDeclaration } from './DeclarationContext';
import { FieldValue } from './FieldValue';
import { recordPath } from './resourceCapabilities';
import { VirtualTableBody } from './VirtualTableBody';

/**
 * The rows of a generated list: one column per declared `list` field; a row opens its record.
 * Long pages (a whole list shown "All") render only the rows in view. The cells share one reading
 * of the display formats (dates).
 */
export const DeclaredTable = () => {
  const resource = useDeclaration();
  return (
    <SharedDisplayFormats>
      <DataTable
        rowClick={(id) => recordPath(resource, id) ?? false}
        bulkActionButtons={false}
        body={VirtualTableBody}
      >
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
    </SharedDisplayFormats>
  );
};
