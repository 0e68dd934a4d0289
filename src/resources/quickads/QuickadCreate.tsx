import { Create } from 'react-admin';
import { quickadEntity, type QuickadCreate as QuickadFields } from '../../domain/entities/quickads';
import { QuickadForm } from './QuickadForm';

/** The form opens with the values the server would give a field left out. */
const defaults = quickadEntity.defaults as Partial<QuickadFields>;

/**
 * /quickads/create: a new platform quick ad. The server makes it the platform's and a draft (the
 * entity's `initial`); it is published from its page.
 */
export const QuickadCreate = () => (
  <Create redirect="show" record={defaults} title="app.content.quickads.create">
    <QuickadForm />
  </Create>
);
