// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { AdminContext, TestMemoryRouter, memoryStore, testDataProvider } from 'react-admin';
import { renderWithAdmin, testI18nProvider } from '../test/renderWithAdmin';
import { authProvider } from '../providers/authProvider';
import { SignInPage } from './SignInPage';
import { setSignInNotice } from '../providers/challengeStorage';

const GUARD_MESSAGE = 'Please sign in to access this application.';

function renderAt(state?: unknown) {
  return renderWithAdmin(
    <Routes>
      <Route path="/signin" element={<SignInPage />} />
      <Route path="/verify-otp" element={<p>verify page</p>} />
    </Routes>,
    { path: state ? ({ pathname: '/signin', state } as never) : '/signin' },
  );
}

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

  it('shows the server message when the sign-in is refused, and goes to /verify-otp when accepted', async () => {
    const refused = { message: 'The email, phone or password is incorrect.', code: 'app.auth.invalid_credentials' };
    const fetchMock = vi
      .fn()
      .mockResolvedValueOnce(new Response(JSON.stringify(refused), { status: 401 }))
      .mockResolvedValueOnce(new Response(JSON.stringify({ challengeId: 'c1', resendAfter: 58, destination: 'a•••@example.com' }), { status: 200 }));
    vi.stubGlobal('fetch', fetchMock);
    // The real authProvider: its login is the first step of the sign-in.
    render(
      <TestMemoryRouter initialEntries={['/signin']}>
        <AdminContext dataProvider={testDataProvider()} authProvider={authProvider} i18nProvider={testI18nProvider} store={memoryStore()}>
          <Routes>
            <Route path="/signin" element={<SignInPage />} />
            <Route path="/verify-otp" element={<p>verify page</p>} />
          </Routes>
        </AdminContext>
      </TestMemoryRouter>,
    );
    fireEvent.change(screen.getByLabelText(/^Email or phone/), { target: { value: 'a@example.com' } });
    fireEvent.change(screen.getByLabelText(/^Password/), { target: { value: 'x' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(refused.message);

    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('verify page')).toBeInTheDocument();
    expect(JSON.parse(sessionStorage.getItem('authChallenge')!)).toMatchObject({ flow: 'sign_in', challengeId: 'c1' });
    expect(JSON.parse(String((fetchMock.mock.calls[1] as [string, RequestInit])[1].body))).toEqual({ identifier: 'a@example.com', password: 'x' });
  });
});
