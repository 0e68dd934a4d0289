import { SimpleForm, required } from 'react-admin';
import { serviceOfferedSchema } from '../../domain/entities/servicesOffered';
import { TextLimitInput } from '../common/TextLimitInput';

const validateName = [required()];

export const ServiceOfferedForm = () => (
  <SimpleForm>
    <TextLimitInput schema={serviceOfferedSchema} source="name" validate={validateName} />
    <TextLimitInput schema={serviceOfferedSchema} source="description" multiline minRows={2} />
  </SimpleForm>
);
