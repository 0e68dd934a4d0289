import { ConflictAwareEdit } from '../common/ConflictAwareEdit';
import { ServiceOfferedForm } from './ServiceOfferedForm';
import { SERVICES_OFFERED_PATH } from './servicesOfferedPath';

export const ServiceOfferedEdit = () => (
  <ConflictAwareEdit redirect={SERVICES_OFFERED_PATH}>
    <ServiceOfferedForm />
  </ConflictAwareEdit>
);
