// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { act, screen } from '@testing-library/react';
import { renderWithAdmin } from '../../test/renderWithAdmin';
import { AppCrashPage } from './AppCrashPage';

describe('AppCrashPage', () => {
  it('shows the crash fallback and clears the error when the admin goes to another address', async () => {
    const reset = vi.fn();
    const view = renderWithAdmin(<AppCrashPage resetErrorBoundary={reset} />, { path: '/users' });
    expect(screen.getByText('Unexpected error occurred.').closest('[role="alert"]')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reload' })).toBeInTheDocument();
    expect(reset).not.toHaveBeenCalled();
    await act(async () => view.navigate('/dashboard'));
    expect(reset).toHaveBeenCalled();
  });
});
