// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen } from '@testing-library/react';
import { useLocation } from 'react-router-dom';
import { renderWithAdmin } from '../../test/renderWithAdmin';
import { ShellErrorBoundary } from './ShellErrorBoundary';

function Crash(): never {
  throw new Error('render failed');
}

function Page({ crash }: { crash: boolean }) {
  return crash ? <Crash /> : <p>Page content</p>;
}

describe('ShellErrorBoundary', () => {
  // React reports caught render errors on the console; keep the test output readable.
  beforeEach(() => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('shows the fallback text and the crash toast, and keeps what is outside the page', async () => {
    renderWithAdmin(
      <>
        <nav>Sidebar stays</nav>
        <ShellErrorBoundary>
          <Crash />
        </ShellErrorBoundary>
      </>,
    );
    expect(screen.getByText('Unexpected error occurred.').closest('[role="alert"]')).toBeInTheDocument();
    expect(await screen.findByText('Something went wrong. Please try again.')).toBeInTheDocument();
    expect(screen.getByText('Sidebar stays')).toBeInTheDocument();
  });

  it('renders the next page again after a crash', async () => {
    const view = renderWithAdmin(
      <ShellErrorBoundary>
        <CrashOn path="/broken" />
      </ShellErrorBoundary>,
      { path: '/broken' },
    );
    expect(screen.getByText('Unexpected error occurred.')).toBeInTheDocument();
    await act(async () => view.navigate('/dashboard'));
    expect(screen.getByText('Page content')).toBeInTheDocument();
  });
});

function CrashOn({ path }: { path: string }) {
  const { pathname } = useLocation();
  return <Page crash={pathname === path} />;
}
