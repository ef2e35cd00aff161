import { useTranslation } from 'react-i18next';
import { settingsApi } from '../../api/settings';
import { PATHS } from '../../paths';
import { ClientMenu } from '../../components/client-menu/client-menu';
import { clientNameOf } from '../../components/chart-page/client-display';
import {
  NoClientChosen,
  useSelectedClientQuery,
  useSelectedClientRecord,
} from '../../components/client-menu/loaded-client';
import { useOpenClient } from '../../selected-client';
import { SettingsScreen } from '../../components/settings/settings-screen';

/** Whose settings the page edits: the client's name once the record is loaded. */
function useClientName(): string | null {
  const record = useSelectedClientRecord().loaded.data?.data;
  return record ? clientNameOf(record) : null;
}

/**
 * Client Settings (/ccconfig.html): every field has 'Default'; the client's name under the title says whose
 * settings they are; closing goes to the client's KP page.
 */
export function ClientSettingsPage() {
  const { runningId, loaded } = useSelectedClientQuery('settings', settingsApi.getClient);
  const name = useClientName();
  const openClient = useOpenClient();
  const { t } = useTranslation();
  if (runningId === null) return <NoClientChosen />;
  return (
    <SettingsScreen
      title="Client Settings"
      subtitle={name ? t('Settings of {{name}}', { name }) : null}
      loaded={loaded}
      menu={<ClientMenu runningId={runningId} />}
      allowDefault
      onSave={async (values) => (await settingsApi.saveClient({ ...values, userId: runningId })).message}
      onDone={() => openClient(PATHS.kpSystem, runningId)}
    />
  );
}
