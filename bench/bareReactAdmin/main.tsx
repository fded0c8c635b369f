import { createRoot } from 'react-dom/client';
import { Admin, Datagrid, List, Resource, TextField } from 'react-admin';
import simpleRestProvider from 'ra-data-simple-rest';

// The yardstick of the first-screen benchmark (architecture §7, issue 16): a bare react-admin app
// with one list of 100 rows, no authentication, no i18n beyond react-admin's default English.
const BareList = () => (
  <List perPage={100}>
    <Datagrid rowClick={false}>
      <TextField source="id" />
      <TextField source="label" />
      <TextField source="description" />
    </Datagrid>
  </List>
);

createRoot(document.getElementById('root') as HTMLElement).render(
  <Admin dataProvider={simpleRestProvider('/api')}>
    <Resource name="corpuses" list={BareList} />
  </Admin>,
);
