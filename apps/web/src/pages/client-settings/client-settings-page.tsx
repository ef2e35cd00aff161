import { settingsApi } from '../../api/settings';
import { PATHS } from '../../paths';
import { ClientMenu } from '../../components/client-menu/client-menu';
import { NoClientChosen, useSelectedClientQuery } from '../../components/client-menu/loaded-client';
import { useOpenClient } from '../../components/client-menu/use-selected-client';
import { SettingsScreen } from '../../components/settings/settings-screen';

/** Client Settings (/ccconfig.html): every field has 'Default'; closing goes to the client's KP page. */
export function ClientSettingsPage() {
  const { runningId, loaded } = useSelectedClientQuery('settings', settingsApi.getClient);
  const openClient = useOpenClient();
  if (runningId === null) return <NoClientChosen />;
  return (
    <SettingsScreen
      title="Client Settings"
      loaded={loaded}
      menu={<ClientMenu runningId={runningId} />}
      allowDefault
      onSave={async (values) => (await settingsApi.saveClient({ ...values, userId: runningId })).message}
      onDone={() => openClient(PATHS.kpSystem, runningId)}
    />
  );
}
