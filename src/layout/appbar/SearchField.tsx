import { IconButton, InputAdornment, InputBase } from '@mui/material';
import { alpha } from '@mui/material/styles';
import SearchIcon from '@mui/icons-material/Search';
import Close from '@mui/icons-material/Close';
import { useTranslate } from 'react-admin';
import { useDebouncedSearchParam } from './useDebouncedSearchParam';

/** The search input; TopBarSearch mounts one per screen. */
export function SearchField() {
  const translate = useTranslate();
  const { text, change, clear } = useDebouncedSearchParam();
  return (
    <InputBase
      type="search"
      value={text}
      onChange={(e) => change(e.target.value)}
      onKeyDown={(e) => {
        if (e.key === 'Escape' && text) clear();
      }}
      placeholder={translate('app.shell.search_placeholder')}
      inputProps={{ 'aria-label': translate('app.shell.search_label') }}
      startAdornment={
        <InputAdornment position="start" sx={{ color: 'text.secondary' }}>
          <SearchIcon fontSize="small" aria-hidden />
        </InputAdornment>
      }
      endAdornment={
        text ? (
          <InputAdornment position="end">
            <IconButton size="small" onClick={clear} aria-label={translate('app.shell.search_clear')}>
              <Close fontSize="small" />
            </IconButton>
          </InputAdornment>
        ) : null
      }
      sx={(theme) => ({
        width: '100%',
        maxWidth: 480,
        height: 40,
        px: 1.5,
        borderRadius: 2,
        border: 1,
        borderColor: 'divider',
        bgcolor: theme.palette.mode === 'dark' ? alpha('#ffffff', 0.06) : theme.palette.background.default,
        '&.Mui-focused': { borderColor: 'primary.main', boxShadow: `0 0 0 1px ${theme.palette.primary.main}` },
        // The native clear cross would duplicate ours.
        '& input::-webkit-search-cancel-button': { display: 'none' },
      })}
    />
  );
}
