import { Button, Modal } from 'react-bootstrap';
import { useNavigate } from 'react-router';
import { FAILURE_TEXTS } from '../../api/client';
import { raiseGlobalFailure, useGlobalFailure } from '../../api/error-events';
import { clearToken } from '../../api/token';
import { PATHS } from '../../paths';

/**
 * The app-wide failure modals of spec §8: Network Error (Ok goes back to /home.html) and Login Error (Login
 * removes the token and returns to /).
 */
export function GlobalFailureModals() {
  const failure = useGlobalFailure();
  const navigate = useNavigate();
  const close = (to: string) => {
    if (failure === 'login') clearToken();
    raiseGlobalFailure(null);
    void navigate(to, { replace: true });
  };
  return (
    <>
      <Modal
        show={failure === 'network'}
        onHide={() => close(PATHS.home)}
        aria-labelledby="network-error-title"
      >
        <Modal.Header>
          <Modal.Title id="network-error-title">Network Error</Modal.Title>
        </Modal.Header>
        <Modal.Body>{FAILURE_TEXTS.network}</Modal.Body>
        <Modal.Footer>
          <Button onClick={() => close(PATHS.home)}>Ok</Button>
        </Modal.Footer>
      </Modal>
      <Modal
        show={failure === 'login'}
        backdrop="static"
        onHide={() => close(PATHS.signIn)}
        aria-labelledby="login-error-title"
      >
        <Modal.Header>
          <Modal.Title id="login-error-title">Login Error</Modal.Title>
        </Modal.Header>
        <Modal.Body>{FAILURE_TEXTS.login}</Modal.Body>
        <Modal.Footer>
          <Button onClick={() => close(PATHS.signIn)}>Login</Button>
        </Modal.Footer>
      </Modal>
    </>
  );
}
