import { ReferenceField, useRecordContext, useTranslate } from 'react-admin';
import { Typography } from '@mui/material';

/**
 * Who opened the ticket: a marketplace user, or (userId null) an administrator who asked
 * through the Help Center chat.
 */
export function TicketRequesterField() {
  const record = useRecordContext();
  const translate = useTranslate();
  if (!record) return null;
  if (record.userId === null) {
    return (
      <Typography variant="body2" component="span" color="text.secondary">
        {translate('app.content.tickets.help_center_requester')}
      </Typography>
    );
  }
  return <ReferenceField source="userId" reference="users" />;
}
