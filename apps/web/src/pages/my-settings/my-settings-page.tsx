import { useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { settingsApi } from '../../api/settings';
import { PATHS } from '../../paths';
import { SettingsScreen } from '../../components/settings/settings-screen';
import { KeepOnDeviceSwitch } from './keep-on-device';

/** My Settings (/caconfig.html): closing goes to /home.html; below, what this device keeps (docs/offline.md). */
export function MySettingsPage() {
  const loaded = useQuery({ queryKey: ['settings'], queryFn: settingsApi.getAstrologer });
  const navigate = useNavigate();
  return (
    <>
      <SettingsScreen
        title="My Settings"
        loaded={loaded}
        allowDefault={false}
        onSave={async (values) => (await settingsApi.saveAstrologer(values)).message}
        onDone={() => void navigate(PATHS.home)}
      />
      <KeepOnDeviceSwitch />
    </>
  );
}
