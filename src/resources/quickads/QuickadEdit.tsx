import { ConflictAwareEdit } from '../common/ConflictAwareEdit';
import { QuickadForm } from './QuickadForm';

/** /quickads/:id: the platform edits its own ad while it is a draft or published (the server refuses the rest). */
export const QuickadEdit = () => (
  <ConflictAwareEdit redirect="show">
    <QuickadForm />
  </ConflictAwareEdit>
);
