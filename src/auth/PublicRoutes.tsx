import { Route } from 'react-router-dom';
import { RedirectIfSignedIn } from './RedirectIfSignedIn';
import { SignInPage } from './SignInPage';
import { VerifyOtpPage } from './VerifyOtpPage';
import { ResetPasswordPage } from './ResetPasswordPage';
import { NewPasswordPage } from './NewPasswordPage';
import { NoInternetPage } from './NoInternetPage';

/**
 * The five public routes (no shell), for App.tsx's `<CustomRoutes noLayout>`. All but
 * /nointernet send a signed-in admin to `/`. Each guard has its own key: react-router would
 * otherwise reuse one instance (and its state) when moving between these routes.
 */
export const publicRoutes = [
  <Route
    key="signin"
    path="/signin"
    element={
      <RedirectIfSignedIn key="signin">
        <SignInPage />
      </RedirectIfSignedIn>
    }
  />,
  <Route
    key="verify-otp"
    path="/verify-otp"
    element={
      <RedirectIfSignedIn key="verify-otp">
        <VerifyOtpPage />
      </RedirectIfSignedIn>
    }
  />,
  <Route
    key="reset-password"
    path="/reset-password"
    element={
      <RedirectIfSignedIn key="reset-password">
        <ResetPasswordPage />
      </RedirectIfSignedIn>
    }
  />,
  <Route
    key="new-password"
    path="/new-password"
    element={
      <RedirectIfSignedIn key="new-password">
        <NewPasswordPage />
      </RedirectIfSignedIn>
    }
  />,
  <Route key="nointernet" path="/nointernet" element={<NoInternetPage />} />,
];
