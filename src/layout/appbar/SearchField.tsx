import SearchIcon from '@mui/icons-material/Search';
import Close from '@mui/icons-material/Close';
import { useTranslate } from 'react-admin';
import { useDebouncedSearchParam } from './useDebouncedSearchParam';

/** The search input (a plain field, topBar.css); TopBarSearch mounts one per screen. */
export function SearchField() {
  const translate = useTranslate();
  const { text, change, clear } = useDebouncedSearchParam();
  return (
    <div className="app-search">
      <SearchIcon fontSize="small" aria-hidden />
      <input
        type="search"
        value={text}
        onChange={(e) => change(e.target.value)}
        onKeyDown={(e) => {
          if (e.key === 'Escape' && text) clear();
        }}
        placeholder={translate('app.shell.search_placeholder')}
        aria-label={translate('app.shell.search_label')}
      />
      {text ? (
        <button type="button" className="app-icon-button app-icon-button--small" onClick={clear} aria-label={translate('app.shell.search_clear')}>
          <Close fontSize="inherit" />
        </button>
      ) : null}
    </div>
  );
}
