import { createRoot } from 'react-dom/client';
import { Admin, Resource, List, Datagrid, TextField, EmailField, DateField } from 'react-admin';
import jsonServerProvider from 'ra-data-json-server';

// The peer app of the benchmark: the smallest react-admin app that lists each measured
// collection, 25 a page, a few plain fields each.
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

const StrikeList = () => (
  <List perPage={25}>
    <Datagrid>
      <TextField source="id" />
      <TextField source="userId" />
      <TextField source="reason" />
      <TextField source="status" />
      <DateField source="issuedAt" />
    </Datagrid>
  </List>
);

const OrderList = () => (
  <List perPage={25}>
    <Datagrid>
      <TextField source="reference" />
      <TextField source="title" />
      <TextField source="status" />
      <TextField source="totalPrice" />
      <DateField source="createdAt" />
    </Datagrid>
  </List>
);

const AuditLogList = () => (
  <List perPage={25}>
    <Datagrid>
      <TextField source="id" />
      <TextField source="adminId" />
      <TextField source="action" />
      <TextField source="resource" />
      <DateField source="at" />
    </Datagrid>
  </List>
);

const VerificationRequestList = () => (
  <List perPage={25}>
    <Datagrid>
      <TextField source="id" />
      <TextField source="userId" />
      <TextField source="kind" />
      <TextField source="status" />
      <DateField source="requestedOn" />
    </Datagrid>
  </List>
);

createRoot(document.getElementById('root')!).render(
  <Admin dataProvider={jsonServerProvider(api)}>
    <Resource name="users" list={UserList} />
    <Resource name="strikes" list={StrikeList} />
    <Resource name="orders" list={OrderList} />
    <Resource name="audit-log" list={AuditLogList} />
    <Resource name="verification-requests" list={VerificationRequestList} />
  </Admin>,
);
