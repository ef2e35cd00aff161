import { createBrowserRouter } from 'react-router';
import { ClientSearch } from '../components/client-search/client-search';
import { AppLayout, PlainLayout } from '../components/layout/app-layout';
import { NotFoundPage } from '../components/layout/not-found-page';
import { ForgotPinPage } from '../pages/forgot-pin/forgot-pin-page';
import { HomePage } from '../pages/home/home-page';
import { ChangeContactPage } from '../pages/change-email-and-mobile/change-contact-page';
import { ChangeDetailsPage } from '../pages/change-personal-details/change-details-page';
import { ChangePasswordPage } from '../pages/change-password/change-password-page';
import { ChangePinPage } from '../pages/change-pin/change-pin-page';
import { ProfilePage } from '../pages/my-profile/profile-page';
import { ResetPasswordPage } from '../pages/reset-password/reset-password-page';
import { SignInPage } from '../pages/sign-in/sign-in-page';
import { SignUpPage } from '../pages/sign-up/sign-up-page';
import { PATHS } from '../paths';
import { signedInRoutes } from './signed-in-routes';

/**
 * The route table of spec §2. Public routes use the plain header; signed-in routes require a token and show
 * the signed-in header; the profile area shares a plain wrapper; anything else is the not-found screen.
 */
export const router = createBrowserRouter([
  {
    element: <AppLayout isPrivate={false} />,
    children: [
      { path: PATHS.signIn, element: <SignInPage /> },
      { path: PATHS.signUp, element: <SignUpPage /> },
      { path: PATHS.forgotPin, element: <ForgotPinPage /> },
      { path: PATHS.resetPassword, element: <ResetPasswordPage /> },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
  {
    element: <AppLayout isPrivate search={<ClientSearch />} />,
    children: [
      { path: PATHS.home, element: <HomePage /> },
      {
        element: <PlainLayout />,
        children: [
          { path: PATHS.myProfile, element: <ProfilePage /> },
          { path: PATHS.changePersonalDetails, element: <ChangeDetailsPage /> },
          { path: PATHS.changeEmailAndMobile, element: <ChangeContactPage /> },
          { path: PATHS.changePin, element: <ChangePinPage /> },
          { path: PATHS.changePassword, element: <ChangePasswordPage /> },
        ],
      },
      ...signedInRoutes,
    ],
  },
]);
