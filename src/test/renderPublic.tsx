import type { ReactNode } from 'react';
import { render, type RenderResult } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation, type Location } from 'react-router-dom';
import { PublicI18n } from '../publicPages/publicI18n';

export interface RenderPublicResult extends RenderResult {
  /** The router's current location. */
  location: () => Location;
}

/**
 * Renders a sign-in page as the app does (no react-admin, the sign-in catalogue): a memory router
 * at `path`, the page under `path`, and a marker paragraph for every other route it may move on to.
 */
export function renderPublic(
  page: ReactNode,
  { path, state, elsewhere = [] }: { path: string; state?: unknown; elsewhere?: string[] },
): RenderPublicResult {
  let location: Location | undefined;
  const Spy = () => {
    location = useLocation();
    return null;
  };
  const result = render(
    <MemoryRouter initialEntries={[{ pathname: path, state }]}>
      <PublicI18n>
        <Spy />
        <Routes>
          <Route path={path} element={page} />
          {elsewhere.map((p) => (
            <Route key={p} path={p} element={<p>{`page ${p}`}</p>} />
          ))}
        </Routes>
      </PublicI18n>
    </MemoryRouter>,
  );
  return { ...result, location: () => location! };
}
