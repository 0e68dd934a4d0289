import { ListItemIcon, ListItemText, MenuItem } from '@mui/material';
import Check from '@mui/icons-material/Check';
import { useTranslate } from 'react-admin';
import { useThemeChoice, type ThemeChoice } from './useThemeChoice';

const CHOICES: ThemeChoice[] = ['light', 'dark', 'system'];

/** Light, dark, or follow the system (the default). */
export function ThemeMenuItems({ onChosen }: { onChosen: () => void }) {
  const translate = useTranslate();
  const [choice, choose] = useThemeChoice();
  return CHOICES.map((c) => (
    <MenuItem
      key={c}
      role="menuitemradio"
      aria-checked={choice === c}
      onClick={() => {
        choose(c);
        onChosen();
      }}
    >
      <ListItemIcon>{choice === c ? <Check fontSize="small" /> : null}</ListItemIcon>
      <ListItemText>{translate(`app.theme.${c}`)}</ListItemText>
    </MenuItem>
  ));
}
