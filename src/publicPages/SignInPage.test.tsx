// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { renderPublic } from '../test/renderPublic';
import { SignInPage } from './SignInPage';
import { setSignInNotice } from '../providers/challengeStorage';

const GUARD_MESSAGE = 'Please sign in to access this application.';

const renderAt = (state?: unknown) => renderPublic(<SignInPage />, { path: '/signin', state, elsewhere: ['/verify-otp'] });

describe('SignInPage', () => {
  afterEach(() => {
    sessionStorage.clear();
    vi.unstubAllGlobals();
  });

  it('asks to sign in when the route guard sent the visitor here', () => {
    renderAt({ nextPathname: '/users' });
    expect(screen.getByText(GUARD_MESSAGE)).toBeInTheDocument();
  });

  it('says nothing on a direct visit', () => {
    renderAt();
    expect(screen.queryByText(GUARD_MESSAGE)).not.toBeInTheDocument();
  });

  it('explains an ended session instead', () => {
    setSignInNotice('app.auth.session_expired');
    renderAt({ nextPathname: '/users' });
    expect(screen.getByText('Your session has expired. Please sign in again.')).toBeInTheDocument();
    expect(screen.queryByText(GUARD_MESSAGE)).not.toBeInTheDocument();
  });

  it('shows what the admin app left behind as a toast: "Logout successful!"', () => {
    setSignInNotice('app.messages.logout_success', 'success');
    renderAt();
    expect(screen.getByRole('status')).toHaveTextContent('Logout successful!');
    // Shown once: a second visit is a plain one.
    expect(sessionStorage.getItem('authNotice')).toBeNull();
  });

  it('marks the empty fields and sends nothing', () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    renderAt();
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(screen.getByText('Enter your email or phone.')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Email or phone/)).toHaveAttribute('aria-invalid', 'true');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows the server message when the sign-in is refused, and goes to /verify-otp when accepted', async () => {
    const refused = { message: 'The email, phone or password is incorrect.', code: 'app.auth.invalid_credentials' };
    const fetchMock = vi
      .fn()
      .mockResolvedValueOnce(new Response(JSON.stringify(refused), { status: 401 }))
      .mockResolvedValueOnce(
        new Response(JSON.stringify({ challengeId: 'c1', resendAfter: 58, destination: 'a•••@example.com' }), { status: 200 }),
      );
    vi.stubGlobal('fetch', fetchMock);
    const { location } = renderAt();
    fireEvent.change(screen.getByLabelText(/^Email or phone/), { target: { value: 'a@example.com' } });
    fireEvent.change(screen.getByLabelText(/^Password/), { target: { value: 'x' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(refused.message);

    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('page /verify-otp')).toBeInTheDocument();
    expect(location().pathname).toBe('/verify-otp');
    expect(JSON.parse(sessionStorage.getItem('authChallenge')!)).toMatchObject({ flow: 'sign_in', challengeId: 'c1' });
    expect(JSON.parse(String((fetchMock.mock.calls[1] as [string, RequestInit])[1].body))).toEqual({
      identifier: 'a@example.com',
      password: 'x',
    });
  });
});
