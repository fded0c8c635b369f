import { createRoot } from 'react-dom/client';
import { Admin, Datagrid, List, Resource, TextField } from 'react-admin';
import simpleRestProvider from 'ra-data-simple-rest';

// The yardstick of the first-screen benchmark (architecture §7): a bare react-admin app with one
// list, no authentication, no i18n beyond react-admin's default English.
const BareList = () => (
  <List>
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
