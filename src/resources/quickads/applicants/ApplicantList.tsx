import { Alert } from '@mui/material';
import {
  Datagrid,
  DateField,
  Pagination,
  ReferenceField,
  ReferenceManyField,
  TextField,
  useRecordContext,
  useTranslate,
  WrapperField,
} from 'react-admin';
import type { Quickad } from '../../../domain/entities/quickads';
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
        <Datagrid
          bulkActionButtons={false}
          rowClick={false}
          empty={
            <Alert severity="info" sx={{ mt: 2 }}>
              {translate('app.content.applicants.empty')}
            </Alert>
          }
        >
          <ReferenceField source="userId" reference="users" />
          <DateField source="appliedAt" showTime />
          <TextField source="pitch" sortable={false} />
          <StatusChip group="applicantStatus" />
          <WrapperField label="app.content.applicants.decision" textAlign="right">
            <ApplicantDecisionButtons ad={ad} />
          </WrapperField>
        </Datagrid>
      </ReferenceManyField>
    </>
  );
}
