import { fullName } from '../../domain/people';
import type { ReactNode } from 'react';
import { Skeleton, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';
import type { Order } from '../../domain/entities/orders';
import type { UserRequest } from '../../domain/entities/userRequests';
import { useAccountFacts } from './useAccountFacts';

function orderText(order: Order | null | undefined, at: string | null | undefined, none: string): ReactNode {
  if (order === undefined) return <Skeleton width={160} />;
  if (order === null) return none;
  return `${order.title} (${at ? new Date(at).toLocaleDateString() : order.reference})`;
}

/**
 * The recovery questionnaire next to what the account shows, so the moderator can judge whether
 * the person who lost access is its owner before approving or deleting.
 */
export function AccountRecoveryDetails() {
  const record = useRecordContext<UserRequest>();
  const translate = useTranslate();
  const facts = useAccountFacts(record?.userId ?? 0);
  const answers = record?.accountRecovery;
  if (!record || !answers) return null;
  const none = translate('app.moderation.user_requests.none_on_account');
  const { user } = facts;
  const lost = answers.lostPhoneOrEmail;
  const rows: [string, ReactNode, ReactNode][] = [
    ['fullName', answers.fullName, user ? fullName(user) : <Skeleton width={160} />],
    [
      'lastPurchase',
      answers.lastPurchase || '—',
      facts.ordersVisible ? orderText(facts.lastPurchase, facts.lastPurchase?.paymentDate, none) : '—',
    ],
    [
      'lastJobCompleted',
      answers.lastJobCompleted || '—',
      facts.ordersVisible ? orderText(facts.lastJobCompleted, facts.lastJobCompleted?.dateCompleted, none) : '—',
    ],
    [
      'jobsInProgress',
      answers.jobsInProgress,
      facts.jobsInProgress === undefined ? <Skeleton width={40} /> : (facts.jobsInProgress ?? '—'),
    ],
    [
      'lostPhoneOrEmail',
      translate(`app.enums.lostContact.${lost}`),
      user ? lost === 'email' ? user.email : user.phone : <Skeleton width={160} />,
    ],
    ['newContact', answers.newContact, '—'],
  ];
  return (
    <Table size="small" aria-label={translate('app.moderation.user_requests.questionnaire')}>
      <TableHead>
        <TableRow>
          <TableCell>{translate('app.moderation.user_requests.question')}</TableCell>
          <TableCell>{translate('app.moderation.user_requests.answer')}</TableCell>
          <TableCell>{translate('app.moderation.user_requests.on_account')}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map(([field, answer, account]) => (
          <TableRow key={field}>
            <TableCell component="th" scope="row">
              <Typography variant="body2" color="text.secondary">
                {translate(`resources.user-requests.fields.accountRecovery.${field}`)}
              </Typography>
            </TableCell>
            <TableCell sx={{ fontWeight: 600 }}>{answer}</TableCell>
            <TableCell>{account}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
