import { describePublicScans, describeSignedInScans, sharedBrowser } from './helpers/a11ySuites';

/** Accessibility in the light theme (helpers/a11ySuites.ts): every route, the dialogs and the public screens. */
sharedBrowser();
describeSignedInScans('light');
describePublicScans('light');
