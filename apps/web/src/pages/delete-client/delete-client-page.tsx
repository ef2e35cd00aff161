import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Alert, Button, Modal, Spinner } from 'react-bootstrap';
import { useNavigate } from 'react-router';
import { clientsApi } from '../../api/clients';
import { messageOf } from '../../api/client';
import { PATHS } from '../../paths';
import { ClientMenu } from '../../components/client-menu/client-menu';
import { useOpenClient, useSelectedClient } from '../../components/client-menu/use-selected-client';

/** Delete Client (/deleteclient.html): confirm dialog, then the message with Ok leading home (chart-screens spec). */
export function DeleteClientPage() {
  const runningId = useSelectedClient();
  const loaded = useQuery({
    queryKey: ['client', runningId],
    queryFn: () => clientsApi.get(runningId ?? 0),
    enabled: runningId !== null,
  });
  const [isConfirming, setConfirming] = useState(false);
  const [result, setResult] = useState<{ done: boolean; message: string } | null>(null);
  const navigate = useNavigate();
  const openClient = useOpenClient();
  if (runningId === null)
    return <Alert variant="info">Choose a client from the dashboard or the search first.</Alert>;
  if (loaded.isPending)
    return (
      <p>
        <Spinner animation="border" size="sm" /> Loading - Client
      </p>
    );
  const client = loaded.data?.data;
  const remove = async () => {
    setConfirming(false);
    try {
      const answer = await clientsApi.remove(runningId);
      setResult({ done: true, message: answer.data.message });
    } catch (error) {
      setResult({ done: false, message: messageOf(error) });
    }
  };
  return (
    <section aria-labelledby="delete-title" className="my-3">
      {result?.done ? null : <ClientMenu runningId={runningId} />}
      <h1 id="delete-title" className="h4">
        Delete Client
      </h1>
      {result ? (
        <Alert variant={result.done ? 'success' : 'danger'} role="status">
          {result.message}
        </Alert>
      ) : null}
      {result?.done ? (
        <Button onClick={() => window.setTimeout(() => void navigate(PATHS.home, { replace: true }), 100)}>
          Ok
        </Button>
      ) : client ? (
        <>
          <p>
            Client {client.runningId}: {[client.firstName, client.lastName].filter(Boolean).join(' ')}
          </p>
          <div className="d-flex gap-2">
            <Button variant="danger" onClick={() => setConfirming(true)}>
              Delete
            </Button>
            <Button variant="secondary" onClick={() => openClient(PATHS.kpSystem, runningId)}>
              Cancel
            </Button>
          </div>
        </>
      ) : (
        <Alert variant="danger">{messageOf(loaded.error)}</Alert>
      )}
      <Modal show={isConfirming} onHide={() => setConfirming(false)} aria-labelledby="confirm-title">
        <Modal.Header closeButton>
          <Modal.Title id="confirm-title">Delete Confirmation</Modal.Title>
        </Modal.Header>
        <Modal.Body>Are you sure to delete?</Modal.Body>
        <Modal.Footer>
          <Button variant="danger" onClick={() => void remove()}>
            Confirm
          </Button>
          <Button variant="secondary" onClick={() => setConfirming(false)}>
            Close
          </Button>
        </Modal.Footer>
      </Modal>
    </section>
  );
}
