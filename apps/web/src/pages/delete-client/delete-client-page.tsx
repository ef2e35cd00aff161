import { useState } from 'react';
import { Alert, Button } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { translateMessage } from '../../i18n/name-text';
import { useNavigate } from 'react-router';
import { clientsApi } from '../../api/clients';
import { messageOf } from '../../api/client';
import { PATHS } from '../../paths';
import { ClientMenu } from '../../components/client-menu/client-menu';
import {
  ClientLoading,
  NoClientChosen,
  useSelectedClientRecord,
} from '../../components/client-menu/loaded-client';
import { useOpenClient } from '../../selected-client';
import { DeleteChoice, DeleteConfirmation } from './delete-client-parts';

/** The answer to Delete: the server's message, and whether the client is gone. */
function useClientRemoval() {
  const [result, setResult] = useState<{ done: boolean; message: string } | null>(null);
  const remove = async (runningId: number) => {
    try {
      const answer = await clientsApi.remove(runningId);
      setResult({ done: true, message: answer.data.message });
    } catch (error) {
      setResult({ done: false, message: messageOf(error) });
    }
  };
  return { result, remove };
}

/** Ok after the deletion: the dashboard, after the spec's 100 ms, replacing the deleted client's page. */
function OkToHome() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Button onClick={() => window.setTimeout(() => void navigate(PATHS.home, { replace: true }), 100)}>
      {t('Ok')}
    </Button>
  );
}

/** Delete Client (/deleteclient.html): confirm dialog, then the message with Ok leading home (chart-screens spec). */
export function DeleteClientPage() {
  const { t } = useTranslation();
  const { runningId, loaded } = useSelectedClientRecord();
  const [isConfirming, setConfirming] = useState(false);
  const { result, remove } = useClientRemoval();
  const openClient = useOpenClient();
  if (runningId === null) return <NoClientChosen />;
  if (loaded.isPending) return <ClientLoading />;
  const client = loaded.data?.data;
  const confirm = () => {
    setConfirming(false);
    void remove(runningId);
  };
  return (
    <section aria-labelledby="delete-title" className="my-3">
      {result?.done ? null : <ClientMenu runningId={runningId} />}
      <h1 id="delete-title" className="h4">
        {t('Delete Client')}
      </h1>
      {result ? (
        <Alert variant={result.done ? 'success' : 'danger'} role="status">
          {translateMessage(t, result.message)}
        </Alert>
      ) : null}
      {result?.done ? (
        <OkToHome />
      ) : client ? (
        <DeleteChoice
          client={client}
          onDelete={() => setConfirming(true)}
          onCancel={() => openClient(PATHS.kpSystem, runningId)}
        />
      ) : (
        <Alert variant="danger">{messageOf(loaded.error)}</Alert>
      )}
      <DeleteConfirmation isOpen={isConfirming} onConfirm={confirm} onClose={() => setConfirming(false)} />
    </section>
  );
}
