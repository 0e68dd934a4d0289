import { ListItemIcon, ListItemText, MenuItem } from '@mui/material';
import Check from '@mui/icons-material/Check';
import { useLocaleState, useTranslate } from 'react-admin';
import { LOCALES } from '../../providers/i18nProvider';

/**
 * English / हिन्दी through react-admin's locale store (`RaStore.locale`); the i18nProvider loads
 * the Hindi catalogue on demand. Each language is named in its own script.
 */
export function LanguageMenuItems({ onChosen }: { onChosen: () => void }) {
  const translate = useTranslate();
  const [locale, setLocale] = useLocaleState();
  return LOCALES.map(({ locale: code }) => (
    <MenuItem
      key={code}
      role="menuitemradio"
      aria-checked={locale === code}
      lang={code}
      onClick={() => {
        setLocale(code);
        onChosen();
      }}
    >
      <ListItemIcon>{locale === code ? <Check fontSize="small" /> : null}</ListItemIcon>
      <ListItemText>{translate(`app.language.${code}`)}</ListItemText>
    </MenuItem>
  ));
}
