// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { act, screen } from '@testing-library/react';
import { renderWithAdmin } from '../../test/renderWithAdmin';
import { GlobalErrorToasts } from './GlobalErrorToasts';

describe('global error toasts', () => {
  it('tells about an uncaught error', async () => {
    renderWithAdmin(<GlobalErrorToasts />);
    act(() => {
      window.dispatchEvent(new ErrorEvent('error', { error: new Error('x'), message: 'x' }));
    });
    expect(await screen.findByText('A runtime error occurred.')).toBeInTheDocument();
  });

  it('tells about an unhandled rejection', async () => {
    renderWithAdmin(<GlobalErrorToasts />);
    act(() => {
      window.dispatchEvent(new Event('unhandledrejection'));
    });
    expect(await screen.findByText('Unexpected error occurred.')).toBeInTheDocument();
  });

  it('ignores the benign ResizeObserver notice', async () => {
    renderWithAdmin(<GlobalErrorToasts />);
    act(() => {
      window.dispatchEvent(new ErrorEvent('error', { message: 'ResizeObserver loop completed with undelivered notifications.' }));
    });
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.queryByText('A runtime error occurred.')).not.toBeInTheDocument();
  });
});
