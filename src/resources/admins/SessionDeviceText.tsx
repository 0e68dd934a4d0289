import { useTranslate } from 'react-admin';
import { describeDevice } from './describeDevice';

/** "Chrome on Windows", or that the device is not recognised. */
export function SessionDeviceText({ userAgent }: { userAgent: string }) {
  const translate = useTranslate();
  const { browser, os } = describeDevice(userAgent);
  if (!browser && !os) return <span title={userAgent}>{translate('app.administration.admins.sessions.unknown_device')}</span>;
  const unknown = translate('app.administration.admins.sessions.unknown');
  return (
    <span title={userAgent}>
      {translate('app.administration.admins.sessions.device', { browser: browser ?? unknown, os: os ?? unknown })}
    </span>
  );
}
