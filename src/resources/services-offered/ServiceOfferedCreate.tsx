import { Create } from 'react-admin';
import { ServiceOfferedForm } from './ServiceOfferedForm';
import { SERVICES_OFFERED_PATH } from './servicesOfferedPath';

export const ServiceOfferedCreate = () => (
  <Create redirect={SERVICES_OFFERED_PATH}>
    <ServiceOfferedForm />
  </Create>
);
