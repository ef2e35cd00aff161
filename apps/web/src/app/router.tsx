import { Suspense } from 'react';
import { useRoutes, type RouteObject } from 'react-router';
import { AppLayout, PlainLayout } from '../components/layout/app-layout';
import { RememberedLanguageSync } from '../i18n/remembered-language-sync';
import { SignInPage } from '../pages/sign-in/sign-in-page';
import { PATHS } from '../paths';
import { toLazyElementRoutes } from './lazy-routes';
import { signedInRoutes } from './signed-in-routes';

/**
 * The route table of spec §2. Public routes use the plain header; signed-in routes require a token and show
 * the signed-in header; the profile area shares a plain wrapper; anything else is the not-found screen.
 * Only the sign-in screen is in the entry script; every other page is loaded when its route is opened, and
 * the public pages after sign-in's read through the answer cache (react-query), which they load with them.
 * The public pages read in the display language the browser remembers (remembered-language.ts).
 */
export const ROUTES: RouteObject[] = [
  {
    element: <AppLayout isPrivate={false} sync={<RememberedLanguageSync />} />,
    children: [
      { path: PATHS.signIn, element: <SignInPage /> },
      {
        lazy: () => import('./query-client').then((m) => ({ Component: m.QueryLayout })),
        children: [
          {
            path: PATHS.signUp,
            lazy: () => import('../pages/sign-up/sign-up-page').then((m) => ({ Component: m.SignUpPage })),
          },
          {
            path: PATHS.forgotPin,
            lazy: () =>
              import('../pages/forgot-pin/forgot-pin-page').then((m) => ({ Component: m.ForgotPinPage })),
          },
          {
            path: PATHS.resetPassword,
            lazy: () =>
              import('../pages/reset-password/reset-password-page').then((m) => ({
                Component: m.ResetPasswordPage,
              })),
          },
          {
            path: PATHS.shared,
            lazy: () => import('../pages/shared/shared-page').then((m) => ({ Component: m.SharedPage })),
          },
        ],
      },
      {
        path: '*',
        lazy: () =>
          import('../components/layout/not-found-page').then((m) => ({ Component: m.NotFoundPage })),
      },
    ],
  },
  {
    lazy: () => import('./signed-in-layout').then((m) => ({ Component: m.SignedInLayout })),
    children: [
      {
        path: PATHS.home,
        lazy: () => import('../pages/home/home-page').then((m) => ({ Component: m.HomePage })),
      },
      {
        element: <PlainLayout />,
        children: [
          {
            path: PATHS.myProfile,
            lazy: () =>
              import('../pages/my-profile/profile-page').then((m) => ({ Component: m.ProfilePage })),
          },
          {
            path: PATHS.changePersonalDetails,
            lazy: () =>
              import('../pages/change-personal-details/change-details-page').then((m) => ({
                Component: m.ChangeDetailsPage,
              })),
          },
          {
            path: PATHS.changeEmailAndMobile,
            lazy: () =>
              import('../pages/change-email-and-mobile/change-contact-page').then((m) => ({
                Component: m.ChangeContactPage,
              })),
          },
          {
            path: PATHS.changePin,
            lazy: () =>
              import('../pages/change-pin/change-pin-page').then((m) => ({ Component: m.ChangePinPage })),
          },
          {
            path: PATHS.changePassword,
            lazy: () =>
              import('../pages/change-password/change-password-page').then((m) => ({
                Component: m.ChangePasswordPage,
              })),
          },
        ],
      },
      ...signedInRoutes,
    ],
  },
];

const ELEMENT_ROUTES = toLazyElementRoutes(ROUTES);

/** The app's screens for the current address (inside the BrowserRouter of main.tsx). */
export function AppRoutes() {
  // Shows nothing only while the first screen's own module loads; later navigations keep the last page up.
  return <Suspense fallback={null}>{useRoutes(ELEMENT_ROUTES)}</Suspense>;
}
