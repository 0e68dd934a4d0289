import type { ReactNode } from 'react';
import type { PUBLIC_ROUTES } from '../domain/publicRoutes';
import { PublicI18n } from './publicI18n';
import { RedirectIfSignedIn } from './RedirectIfSignedIn';
import { SignInPage } from './SignInPage';
import { VerifyOtpPage } from './VerifyOtpPage';
import { ResetPasswordPage } from './ResetPasswordPage';
import { NewPasswordPage } from './NewPasswordPage';
import { NoInternetPage } from './NoInternetPage';
import './public.css';

export type PublicPath = (typeof PUBLIC_ROUTES)[number];

/**
 * The five public routes, without react-admin and MUI: plain React over static CSS and the
 * catalogues' sign-in part. All but /nointernet send a signed-in admin to `/`. Each guard has
 * its own key: React would otherwise keep one page's state when moving to the next.
 */
const PAGES: Record<PublicPath, ReactNode> = {
  '/signin': (
    <RedirectIfSignedIn key="signin">
      <SignInPage />
    </RedirectIfSignedIn>
  ),
  '/verify-otp': (
    <RedirectIfSignedIn key="verify-otp">
      <VerifyOtpPage />
    </RedirectIfSignedIn>
  ),
  '/reset-password': (
    <RedirectIfSignedIn key="reset-password">
      <ResetPasswordPage />
    </RedirectIfSignedIn>
  ),
  '/new-password': (
    <RedirectIfSignedIn key="new-password">
      <NewPasswordPage />
    </RedirectIfSignedIn>
  ),
  '/nointernet': <NoInternetPage key="nointernet" />,
};

/** The page of one public route (EntryRoutes matches the path), in the visitor's language. */
export default function PublicPages({ path }: { path: PublicPath }) {
  return <PublicI18n>{PAGES[path]}</PublicI18n>;
}
