import { useNavigate } from 'react-router';
import { PATHS } from '../../paths';

/** The done state of the signed-out forms (sign-up, forgot pin, reset password): Ok leads to Sign In. */
export function useBackToSignIn(): () => void {
  const navigate = useNavigate();
  return () => void navigate(PATHS.signIn, { replace: true });
}
