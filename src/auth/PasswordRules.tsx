import { List, ListItem, ListItemIcon, ListItemText } from '@mui/material';
import CheckCircle from '@mui/icons-material/CheckCircle';
import RadioButtonUnchecked from '@mui/icons-material/RadioButtonUnchecked';
import { useTranslate } from 'react-admin';
import { checkPassword } from '../domain/passwordPolicy';

/** The password rules as a live checklist; the 72-byte limit only appears once it is broken. */
export function PasswordRules({ password }: { password: string }) {
  const translate = useTranslate();
  const rules = checkPassword(password).filter((r) => r.rule !== 'max_length' || !r.ok);
  return (
    <List dense disablePadding aria-label={translate('app.auth.password_rules.title')}>
      {rules.map(({ rule, ok }) => (
        <ListItem key={rule} disableGutters sx={{ py: 0 }}>
          <ListItemIcon sx={{ minWidth: 28 }}>
            {ok ? (
              <CheckCircle fontSize="small" color="success" titleAccess={translate('app.auth.password_rules.met')} />
            ) : (
              <RadioButtonUnchecked fontSize="small" color="disabled" titleAccess={translate('app.auth.password_rules.unmet')} />
            )}
          </ListItemIcon>
          <ListItemText
            primary={translate(`app.auth.password_rules.${rule}`)}
            slotProps={{ primary: { variant: 'body2', color: ok ? 'text.primary' : 'text.secondary' } }}
          />
        </ListItem>
      ))}
    </List>
  );
}
