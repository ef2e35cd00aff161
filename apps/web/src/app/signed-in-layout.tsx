import { ClientSearch } from '../components/client-search/client-search';
import { AppLayout } from '../components/layout/app-layout';

/**
 * The signed-in shell: the shared layout with the header's client search. A route module of its own, so the
 * search and its dropdown (Popper) load with the first signed-in page, not with the sign-in screen.
 */
export function SignedInLayout() {
  return <AppLayout isPrivate search={<ClientSearch />} />;
}
