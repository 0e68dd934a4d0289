// The one module the deferred notification loads: react-admin's toast, without its barrel.
export { Notification as AppNotification } from 'react-admin';
