import { useEffect, useState } from 'react';
import { createPortal } from 'react-dom';

/** Where react-admin's `<TitlePortal>` in the top bar receives the screen's title. */
const TITLE_CONTAINER_ID = 'react-admin-title';

function titleContainer(): HTMLElement | null {
  return typeof document === 'undefined' ? null : document.getElementById(TITLE_CONTAINER_ID);
}

/**
 * The screen's title in the top bar, for our own pages. react-admin's `<Title>` imports its
 * title-preference editor (a text field in a popover) even where no preference is edited, which put
 * MUI's input, select, menu and popover code on the first page of every screen that used it.
 * `title` is already translated.
 */
export function AppTitle({ title }: { title: string }) {
  const [container, setContainer] = useState(titleContainer);
  // The top bar may mount after the page on the first render; look again once mounted.
  useEffect(() => {
    setContainer((current) => (current && document.body.contains(current) ? current : titleContainer()));
  }, []);
  return container ? createPortal(<span>{title}</span>, container) : null;
}
