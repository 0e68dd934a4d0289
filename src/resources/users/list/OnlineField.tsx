import { useRecordContext, useTranslate } from 'react-admin';
import '../../common/cells.css';

/** A dot and the word, so online status does not rely on colour alone (static CSS: one per row). */
export function OnlineField(_props: { source?: string; label?: string }) {
  const record = useRecordContext();
  const translate = useTranslate();
  if (!record) return null;
  const online = record.online === true;
  return <span className={online ? 'app-online app-online--yes' : 'app-online'}>{translate(`app.enums.online.${online}`)}</span>;
}
