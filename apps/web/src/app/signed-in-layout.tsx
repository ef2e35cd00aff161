import { ClientSearch } from '../components/client-search/client-search';
import { AppLayout } from '../components/layout/app-layout';
import { HeaderLinks } from '../components/layout/header-links';
import { OfflineBanner } from '../components/offline/offline-banner';
import { LanguageSync } from '../i18n/language-sync';
import { WithQueries } from './query-client';

/**
 * The signed-in shell: the shared layout with the header's client search and links, the display-language
 * sync, the offline banner (which opens the practice kept on the device) and the answer cache. A route module of its own, so these (react-query, react-bootstrap, the search's
 * dropdown) load with the first signed-in page, not with the sign-in screen.
 */
export function SignedInLayout() {
  return (
    <WithQueries>
      <AppLayout
        isPrivate
        search={<ClientSearch />}
        links={<HeaderLinks />}
        sync={
          <>
            <LanguageSync />
            <OfflineBanner />
          </>
        }
      />
    </WithQueries>
  );
}
