import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ShareCreated } from '../../api/share';
import { clientNameOf } from '../../components/chart-page/client-display';
import { ClientMenu } from '../../components/client-menu/client-menu';
import { LoadedClient } from '../../components/client-menu/loaded-client';
import { CreatedLink } from './created-link';
import { ShareLinkForm } from './share-link-form';
import { ShareLinkList } from './share-link-list';

function ShareLinks({ runningId, name }: { runningId: number; name: string }) {
  const [created, setCreated] = useState<ShareCreated | null>(null);
  const { t } = useTranslation();
  return (
    <section aria-labelledby="share-title" className="mb-3">
      <ClientMenu runningId={runningId} />
      <h1 id="share-title" className="h5">
        {t('Share — {{name}} ({{id}})', { name, id: runningId })}
      </h1>
      <p className="small text-body-secondary">
        {t(
          "A read-only link to the sections you choose of this client's chart, with your name; it opens without signing in until it expires or you revoke it.",
        )}
      </p>
      <ShareLinkForm runningId={runningId} onCreated={setCreated} />
      {created ? <CreatedLink key={created.id} created={created} /> : null}
      <ShareLinkList runningId={runningId} />
    </section>
  );
}

/**
 * Share (/share.html?client=N): create a read-only link to chosen sections of the client with an
 * expiry, copy it, and list and revoke the client's links.
 */
export function ShareLinksPage() {
  return (
    <LoadedClient>
      {(client, runningId) => <ShareLinks runningId={runningId} name={clientNameOf(client)} />}
    </LoadedClient>
  );
}
