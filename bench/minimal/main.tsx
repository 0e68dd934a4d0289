import { createRoot } from 'react-dom/client';
import { Admin, Resource, List, Datagrid, TextField, EmailField } from 'react-admin';
import jsonServerProvider from 'ra-data-json-server';

// The peer app of the benchmark: the smallest react-admin app that lists users, 25 a page.
const api = new URLSearchParams(window.location.search).get('api') ?? 'http://127.0.0.1:3000';

const UserList = () => (
  <List perPage={25}>
    <Datagrid>
      <TextField source="id" />
      <TextField source="firstName" />
      <TextField source="lastName" />
      <EmailField source="email" />
      <TextField source="country" />
    </Datagrid>
  </List>
);

createRoot(document.getElementById('root')!).render(
  <Admin dataProvider={jsonServerProvider(api)}>
    <Resource name="users" list={UserList} />
  </Admin>,
);
