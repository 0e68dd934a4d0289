import { FilterButton, Pagination, SelectInput, SortButton, TopToolbar } from 'react-admin';
import { ExportButton } from '../common/export/ExportButton';
import { AppList } from '../common/AppList';
import { MediaGrid } from './MediaGrid';
import { mediaMachine } from '../../domain/machines/media';
import { MEDIA_KINDS } from '../../domain/vocabulary/media';
import { enumChoices } from '../common/enumChoices';
import { UserPickerInput } from '../common/people/UserPickerInput';

const mediaStatusChoices = enumChoices('mediaStatus', mediaMachine.states);
const mediaKindChoices = MEDIA_KINDS.map((k) => ({ id: k, name: `app.content.media_kind.${k}` }));

const mediaFilters = [
  <SelectInput key="status" source="status" choices={mediaStatusChoices} alwaysOn />,
  <SelectInput key="kind" source="kind" choices={mediaKindChoices} alwaysOn />,
  <UserPickerInput key="userId" source="userId" label="resources.media.fields.userId" />,
];

/** /user-media: users' photos and videos, newest first, visible ones unless the filter says otherwise. */
export const MediaList = () => (
  <AppList
    resource="media"
    storeKey="userMedia"
    title="app.nav.user_media"
    perPage={24}
    // Multiples of 12 fill every row of the grid at 2, 3, 4 or 6 columns.
    pagination={<Pagination rowsPerPageOptions={[12, 24, 48, 96]} />}
    sort={{ field: 'uploadedAt', order: 'DESC' }}
    filterDefaultValues={{ status: 'visible' }}
    filters={mediaFilters}
    emptyKey="app.content.media.empty"
    actions={
      <TopToolbar>
        <FilterButton />
        <SortButton fields={['uploadedAt', 'userId']} />
        <ExportButton />
      </TopToolbar>
    }
  >
    <MediaGrid />
  </AppList>
);
