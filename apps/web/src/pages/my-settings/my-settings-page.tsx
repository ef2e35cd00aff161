import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert } from 'react-bootstrap';
import { useNavigate } from 'react-router';
import { messageOf } from '../../api/client';
import { settingsApi } from '../../api/settings';
import { PATHS } from '../../paths';
import { SettingsForm, SettingsLoading } from '../../components/settings/settings-form';

/** My Settings (/caconfig.html): closing goes to /home.html. */
export function MySettingsPage() {
  const loaded = useQuery({ queryKey: ['settings'], queryFn: settingsApi.getAstrologer });
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  if (loaded.isPending) return <SettingsLoading />;
  if (loaded.isError) return <Alert variant="danger">{messageOf(loaded.error)}</Alert>;
  return (
    <section aria-labelledby="settings-title" className="my-3">
      <h1 id="settings-title" className="h4 mb-3">
        My Settings
      </h1>
      <SettingsForm
        loaded={loaded.data.data}
        allowDefault={false}
        onSave={async (values) => (await settingsApi.saveAstrologer(values)).message}
        onDone={() => {
          void queryClient.invalidateQueries({ queryKey: ['settings'] });
          void navigate(PATHS.home);
        }}
      />
    </section>
  );
}
