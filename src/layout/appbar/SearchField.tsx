import SearchIcon from '@mui/icons-material/Search';
import Close from '@mui/icons-material/Close';
import { useTranslate } from 'react-admin';
import { useDebouncedSearchParam } from './useDebouncedSearchParam';
import { isSearchable, MIN_SEARCH_LENGTH } from '../../domain/search';

const HINT_ID = 'app-search-hint';

/** The search input (a plain field, topBar.css); TopBarSearch mounts one per screen. */
export function SearchField() {
  const translate = useTranslate();
  const { text, change, clear } = useDebouncedSearchParam();
  // Shorter text is not searched (src/domain/search.ts): the list stays as it was, and says why.
  const tooShort = text.trim() !== '' && !isSearchable(text);
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
        aria-describedby={tooShort ? HINT_ID : undefined}
      />
      {text ? (
        <button
          type="button"
          className="app-icon-button app-icon-button--small"
          onClick={clear}
          aria-label={translate('app.shell.search_clear')}
        >
          <Close fontSize="inherit" />
        </button>
      ) : null}
      {tooShort ? (
        <span id={HINT_ID} className="app-search-hint" role="status">
          {translate('app.shell.search_min_length', { minLength: MIN_SEARCH_LENGTH })}
        </span>
      ) : null}
    </div>
  );
}
