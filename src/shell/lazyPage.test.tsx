// @vitest-environment jsdom
import { Component, type ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { act, screen } from '@testing-library/react';
import { renderWithAdmin } from '../test/renderWithAdmin';
import { lazyPage } from './lazyPage';

class Boundary extends Component<{ children: ReactNode }, { error: string | null }> {
  state = { error: null as string | null };
  static getDerivedStateFromError(e: Error) {
    return { error: e.message };
  }
  render() {
    return this.state.error ? <p>Failed: {this.state.error}</p> : this.props.children;
  }
}

function deferred<T>() {
  let resolve!: (v: T) => void;
  let reject!: (e: unknown) => void;
  const promise = new Promise<T>((res, rej) => ((resolve = res), (reject = rej)));
  return { promise, resolve, reject };
}

const Orders = ({ title }: { title: string }) => <h1>{title}</h1>;

describe('lazyPage', () => {
  it('shows the loading state, then the page once its code arrives, with its props', async () => {
    const code = deferred<{ Orders: typeof Orders }>();
    const Page = lazyPage(
      () => code.promise,
      (m) => m.Orders,
    );
    renderWithAdmin(<Page title="Orders" />);
    expect(await screen.findByRole('progressbar', { name: 'Loading' })).toBeInTheDocument();
    await act(async () => code.resolve({ Orders }));
    expect(await screen.findByRole('heading', { name: 'Orders' })).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it('renders a preloaded page in its first render, without a loading state', async () => {
    let loads = 0;
    const Page = lazyPage(
      async () => ((loads += 1), { Orders }),
      (m) => m.Orders,
    );
    await Page.preload();
    renderWithAdmin(<Page title="Orders" />);
    // The first render already holds the page: no Suspense fallback, no update to wait for.
    expect(screen.getByRole('heading', { name: 'Orders' })).toBeInTheDocument();
    expect(loads).toBe(1);
  });

  it('hands a failed download to the error boundary, and tries again on the next visit', async () => {
    let attempt = 0;
    const Page = lazyPage(
      async () => {
        attempt += 1;
        if (attempt === 1) throw new Error('chunk gone');
        return { Orders };
      },
      (m) => m.Orders,
    );
    const first = renderWithAdmin(
      <Boundary>
        <Page title="Orders" />
      </Boundary>,
    );
    expect(await screen.findByText('Failed: chunk gone')).toBeInTheDocument();
    first.unmount();
    renderWithAdmin(<Page title="Orders" />);
    expect(await screen.findByRole('heading', { name: 'Orders' })).toBeInTheDocument();
    expect(attempt).toBe(2);
  });
});
