import SearchIcon from '@mui/icons-material/Search';
import Close from '@mui/icons-material/Close';
import { useLayoutEffect, useRef } from 'react';
import { useTranslate } from 'react-admin';
import { useDebouncedSearchParam } from './useDebouncedSearchParam';
import { isSearchable, MIN_SEARCH_LENGTH } from '../../domain/search';
import { takeFirstScreenSearch } from '../firstScreenHandoff';

const HINT_ID = 'app-search-hint';

/** The search input (a plain field, topBar.css); TopBarSearch mounts one per screen. */
export function SearchField() {
  const translate = useTranslate();
  const { text, change, clear } = useDebouncedSearchParam();
  const input = useRef<HTMLInputElement>(null);
  // Taking over from a first screen's search box (src/firstScreen): the text typed there, its
  // caret and focus go on here, in the commit that hides that box, and the search runs as typed.
  // The value is set on the element first, so React's render of it keeps the caret where it is.
  useLayoutEffect(() => {
    const typed = takeFirstScreenSearch();
    const element = input.current;
    if (!typed || !element) return;
    element.value = typed.text;
    if (typed.focused) {
      element.focus();
      element.setSelectionRange(...typed.selection);
    }
    if (typed.text !== '') change(typed.text);
  }, [change]);
  // Shorter text is not searched (src/domain/search.ts): the list stays as it was, and says why.
  const tooShort = text.trim() !== '' && !isSearchable(text);
  return (
    <div className="app-search">
      <SearchIcon fontSize="small" aria-hidden />
      <input
        ref={input}
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
