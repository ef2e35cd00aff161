import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert } from 'react-bootstrap';
import { messageOf } from '../../api/client';
import { settingsApi } from '../../api/settings';
import { PATHS } from '../../paths';
import { ClientMenu } from '../../components/client-menu/client-menu';
import { NoClientChosen } from '../../components/client-menu/loaded-client';
import { useOpenClient, useSelectedClient } from '../../components/client-menu/use-selected-client';
import { SettingsForm, SettingsLoading } from '../../components/settings/settings-form';

/** Client Settings (/ccconfig.html): every field has 'Default'; closing goes to the client's KP page. */
export function ClientSettingsPage() {
  const runningId = useSelectedClient();
  const loaded = useQuery({
    queryKey: ['settings', runningId],
    queryFn: () => settingsApi.getClient(runningId ?? 0),
    enabled: runningId !== null,
  });
  const queryClient = useQueryClient();
  const openClient = useOpenClient();
  if (runningId === null) return <NoClientChosen />;
  if (loaded.isPending) return <SettingsLoading />;
  if (loaded.isError) return <Alert variant="danger">{messageOf(loaded.error)}</Alert>;
  return (
    <section aria-labelledby="settings-title" className="my-3">
      <ClientMenu runningId={runningId} />
      <h1 id="settings-title" className="h4 mb-3">
        Client Settings
      </h1>
      <SettingsForm
        loaded={loaded.data.data}
        allowDefault
        onSave={async (values) => (await settingsApi.saveClient({ ...values, userId: runningId })).message}
        onDone={() => {
          void queryClient.invalidateQueries({ queryKey: ['settings'] });
          openClient(PATHS.kpSystem, runningId);
        }}
      />
    </section>
  );
}
