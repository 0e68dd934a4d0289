import { Alert } from '@mui/material';
import { Pagination, ReferenceField, ReferenceManyField, useRecordContext, useTranslate } from 'react-admin';
import type { Quickad } from '../../../domain/entities/quickads';
import { ListTable } from '../../common/list/ListTable';
import { StatusChip } from '../../common/StatusChip';
import { ApplicantDecisionButtons } from './ApplicantDecisionButtons';

/** Why the decision buttons are missing, when they are. */
function DecisionNotice({ ad }: { ad: Quickad }) {
  const translate = useTranslate();
  if (ad.owner !== 'platform') return <Alert severity="info">{translate('app.content.applicants.users_decide')}</Alert>;
  if (ad.status !== 'published') return <Alert severity="info">{translate('app.content.applicants.only_published')}</Alert>;
  return null;
}

/** The applicants of the quick ad in context, newest first, with accept / reject on the platform's published ads. */
export function ApplicantList() {
  const ad = useRecordContext<Quickad>();
  const translate = useTranslate();
  if (!ad) return null;
  return (
    <>
      <DecisionNotice ad={ad} />
      <ReferenceManyField
        reference="quickad-applicants"
        target="quickadId"
        sort={{ field: 'appliedAt', order: 'DESC' }}
        perPage={25}
        pagination={<Pagination />}
      >
        <ListTable
          empty={
            <Alert severity="info" sx={{ mt: 2 }}>
              {translate('app.content.applicants.empty')}
            </Alert>
          }
          columns={[
            { source: 'userId', cell: <ReferenceField source="userId" reference="users" /> },
            { source: 'appliedAt', cell: 'dateTime' },
            { source: 'pitch', sortBy: false },
            { source: 'status', cell: <StatusChip group="applicantStatus" /> },
            {
              source: 'decision',
              label: 'app.content.applicants.decision',
              sortBy: false,
              align: 'right',
              cell: <ApplicantDecisionButtons ad={ad} />,
            },
          ]}
        />
      </ReferenceManyField>
    </>
  );
}
