import { Show, TabbedShowLayout, useRecordContext, useTranslate } from 'react-admin';
import type { Quickad } from '../../domain/entities/quickads';
import { ApplicantList } from './applicants/ApplicantList';
import { QuickadDetails } from './QuickadDetails';
import { QuickadShowActions } from './QuickadShowActions';

function QuickadTitle() {
  const ad = useRecordContext<Quickad>();
  const translate = useTranslate();
  return <>{ad ? `${translate('resources.quickads.name', { smart_count: 1 })}: ${ad.title}` : ''}</>;
}

/** /quickads/:id/show: the ad's every field, and its applicants (decided here for the platform's ads). */
export const QuickadShow = () => (
  <Show title={<QuickadTitle />} actions={<QuickadShowActions />}>
    <TabbedShowLayout>
      <TabbedShowLayout.Tab label="app.content.quickads.tab_details">
        <QuickadDetails />
      </TabbedShowLayout.Tab>
      <TabbedShowLayout.Tab label="app.content.quickads.tab_applicants" path="applicants">
        <ApplicantList />
      </TabbedShowLayout.Tab>
    </TabbedShowLayout>
  </Show>
);
