import { useLocation, useNavigate, useSearchParams } from 'react-router';
import type { ScreenPath } from './paths';

/**
 * The selected client's runningId: from navigation state (spec §2), else from `?client=` in the URL, so a
 * reload or a bookmark keeps the client. `openClient` navigates with both.
 */
export function useSelectedClient(): number | null {
  const location = useLocation();
  const [params] = useSearchParams();
  const fromState = (location.state as { runningId?: unknown } | null)?.runningId;
  const value = Number(fromState ?? params.get('client') ?? Number.NaN);
  return Number.isInteger(value) && value > 0 ? value : null;
}

/** Navigates to a client page with the runningId in state and in the URL. */
export function useOpenClient(): (path: ScreenPath, runningId: number) => void {
  const navigate = useNavigate();
  return (path, runningId) => void navigate(`${path}?client=${runningId}`, { state: { runningId } });
}
