import { useCallback, useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { SEARCH_DEBOUNCE_MS } from '../../domain/constants';
import { SEARCH_PARAM } from '../search/useTopBarSearch';

/**
 * The search box's text and the `search` URL parameter kept in step: the URL follows the text
 * SEARCH_DEBOUNCE_MS after the last keystroke (history replace, other parameters kept), and
 * the text follows the URL when the URL changes by itself (back/forward on the same screen).
 */
export function useDebouncedSearchParam(): { text: string; change: (text: string) => void; clear: () => void } {
  const [params, setParams] = useSearchParams();
  const urlValue = params.get(SEARCH_PARAM) ?? '';
  const [text, setText] = useState(urlValue);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  /** What we last wrote, so our own write coming back through the URL does not overwrite newer typing. */
  const written = useRef(urlValue);
  const setParamsRef = useRef(setParams);

  useEffect(() => {
    setParamsRef.current = setParams;
  }, [setParams]);

  useEffect(() => {
    if (urlValue === written.current) return;
    written.current = urlValue;
    setText(urlValue);
  }, [urlValue]);

  useEffect(() => () => clearTimeout(timer.current), []);

  const write = useCallback((value: string) => {
    const trimmed = value.trim();
    written.current = trimmed;
    setParamsRef.current(
      (prev) => {
        const next = new URLSearchParams(prev);
        if (trimmed) next.set(SEARCH_PARAM, trimmed);
        else next.delete(SEARCH_PARAM);
        return next;
      },
      { replace: true },
    );
  }, []);

  const change = useCallback(
    (value: string) => {
      setText(value);
      clearTimeout(timer.current);
      timer.current = setTimeout(() => write(value), SEARCH_DEBOUNCE_MS);
    },
    [write],
  );

  // Clearing is a deliberate act, not typing in progress: the parameter goes at once.
  const clear = useCallback(() => {
    clearTimeout(timer.current);
    setText('');
    write('');
  }, [write]);

  return { text, change, clear };
}
