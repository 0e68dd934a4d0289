// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { renderPublic } from '../test/renderPublic';
import { NewPasswordPage } from './NewPasswordPage';

const MISMATCH = 'The passwords do not match.';

function type(label: RegExp, text: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value: text } });
}

describe('NewPasswordPage', () => {
  const fetchMock = vi.fn();

  beforeEach(() => {
    // A reset this tab started, whose code /verify-otp already checked.
    sessionStorage.setItem('authChallenge', JSON.stringify({ flow: 'password_reset', challengeId: 'c1', resendAt: 0, code: '123456' }));
    fetchMock.mockReset().mockResolvedValue(new Response(null, { status: 204 }));
    vi.stubGlobal('fetch', fetchMock);
  });

  afterEach(() => {
    sessionStorage.clear();
    vi.unstubAllGlobals();
  });

  it('says when the two passwords do not match, and sends nothing', () => {
    renderPublic(<NewPasswordPage />, { path: '/new-password', elsewhere: ['/signin'] });
    type(/^New password/, 'Strong#2026');
    type(/^Re-enter the new password/, 'Strong#2027');
    expect(screen.getByText(MISMATCH)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Save password' }));
    expect(fetchMock).not.toHaveBeenCalled();

    type(/^Re-enter the new password/, 'Strong#2026');
    expect(screen.queryByText(MISMATCH)).not.toBeInTheDocument();
  });

  it('shows the rules as they are met', () => {
    renderPublic(<NewPasswordPage />, { path: '/new-password', elsewhere: ['/signin'] });
    type(/^New password/, 'abc');
    expect(screen.getByText('At least 8 characters').closest('li')).toContainElement(screen.getAllByTitle('Not met yet')[0]);
    type(/^New password/, 'Abcdefg#1');
    expect(screen.queryAllByTitle('Not met yet')).toHaveLength(0);
  });

  it('sends the checked code with the new password, then goes to /signin', async () => {
    const { location } = renderPublic(<NewPasswordPage />, { path: '/new-password', elsewhere: ['/signin'] });
    type(/^New password/, 'Strong#2026');
    type(/^Re-enter the new password/, 'Strong#2026');
    fireEvent.click(screen.getByRole('button', { name: 'Save password' }));
    await waitFor(() => expect(location().pathname).toBe('/signin'));
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/api/auth/reset-password');
    expect(JSON.parse(String(init.body))).toEqual({ challengeId: 'c1', code: '123456', newPassword: 'Strong#2026' });
    expect(sessionStorage.getItem('authChallenge')).toBeNull();
    // /signin says so: the message waits for it in this tab.
    expect(JSON.parse(sessionStorage.getItem('authNotice')!)).toEqual({ key: 'app.auth.password_updated', kind: 'success' });
  });
});
