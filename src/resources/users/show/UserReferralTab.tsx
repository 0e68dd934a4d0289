import { Box, Typography } from '@mui/material';
import { Labeled, Pagination, ReferenceManyField, SelectField, TextField, useTranslate } from 'react-admin';
import { referralLinkMachine } from '../../../domain/machines/referralLink';
import { enumChoices } from '../../common/enumChoices';
import { ListTable } from '../../common/list/ListTable';
import { UserReferenceField } from '../../common/people/UserReferenceField';
import { MoneyField } from '../../common/MoneyField';
import { RelatedEmpty } from './RelatedEmpty';

/** The user's referral code and the people who joined with it. */
export function UserReferralTab() {
  const translate = useTranslate();
  return (
    <Box>
      <Labeled>
        <TextField source="referralCode" sx={{ fontFamily: 'monospace', fontSize: '1.1rem' }} />
      </Labeled>
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600, mt: 2 }}>
        {translate('app.manageUsers.user.referred_users')}
      </Typography>
      <ReferenceManyField
        reference="referrals"
        target="referrerId"
        sort={{ field: 'activeSince', order: 'DESC' }}
        perPage={10}
        pagination={<Pagination rowsPerPageOptions={[10]} />}
      >
        <ListTable
          columns={[
            {
              source: 'referredUserId',
              label: 'app.manageUsers.related.referrals.referredUserId',
              cell: <UserReferenceField source="referredUserId" />,
            },
            {
              source: 'linkStatus',
              label: 'app.manageUsers.related.referrals.linkStatus',
              cell: <SelectField source="linkStatus" choices={enumChoices('linkStatus', referralLinkMachine.states)} />,
            },
            { source: 'activeSince', label: 'app.manageUsers.related.referrals.activeSince', cell: 'date' },
            { source: 'expiresAt', label: 'app.manageUsers.related.referrals.expiresAt', cell: 'date' },
            {
              source: 'totalEarnings',
              label: 'app.manageUsers.related.referrals.totalEarnings',
              cell: <MoneyField source="totalEarnings" />,
              align: 'right',
            },
          ]}
          aria-label={translate('app.manageUsers.user.referred_users')}
          empty={<RelatedEmpty messageKey="app.manageUsers.user.no_referrals" />}
        />
      </ReferenceManyField>
    </Box>
  );
}
