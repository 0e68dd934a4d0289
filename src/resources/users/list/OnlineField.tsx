import { useRecordContext, useTranslate } from 'react-admin';
import { OnlineLabel } from './OnlineLabel';

/** A user's online status in a list cell (OnlineLabel draws it). */
export function OnlineField(_props: { source?: string; label?: string }) {
  const record = useRecordContext();
  const translate = useTranslate();
  if (!record) return null;
  return <OnlineLabel online={record.online === true} translate={translate} />;
}
