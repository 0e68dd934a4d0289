import '../../common/cells.css';

/** A dot and the word, so online status does not rely on colour alone (static CSS: one per row). */
export function OnlineLabel({ online, translate }: { online: boolean; translate: (key: string) => string }) {
  return <span className={online ? 'app-online app-online--yes' : 'app-online'}>{translate(`app.enums.online.${online}`)}</span>;
}
