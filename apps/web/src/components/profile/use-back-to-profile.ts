import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { PATHS } from '../../paths';

/** Spec §4 done state: Ok returns to the profile after 100 ms, replacing history, with fresh data. */
export function useBackToProfile(): () => void {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries();
    window.setTimeout(() => void navigate(PATHS.myProfile, { replace: true }), 100);
  };
}
