import { describeHindiNames, describePublicScans, describeSignedInScans, sharedBrowser } from './helpers/a11ySuites';

/** Accessibility in the dark theme (helpers/a11ySuites.ts), and the icon buttons' Hindi names. */
sharedBrowser();
describeSignedInScans('dark');
describePublicScans('dark');
describeHindiNames();
