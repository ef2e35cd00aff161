import { useState } from 'react';
import { Button, Modal } from 'react-bootstrap';
import { useNavigate } from 'react-router';
import { clearToken } from '../../api/token';
import { PATHS } from '../../paths';

/** The logout icon with its confirmation modal (spec §2 "Home dashboard"). */
export function LogoutButton() {
  const [isOpen, setOpen] = useState(false);
  const navigate = useNavigate();
  const signOff = () => {
    clearToken();
    setOpen(false);
    void navigate(PATHS.signIn, { replace: true });
  };
  return (
    <>
      <Button
        variant="outline-light"
        size="sm"
        aria-label="Logout"
        title="Logout"
        onClick={() => setOpen(true)}
      >
        <svg
          width="18"
          height="18"
          viewBox="0 0 24 24"
          aria-hidden="true"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
        >
          <path d="M9 21H5a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2h4M16 17l5-5-5-5M21 12H9" />
        </svg>
      </Button>
      <Modal show={isOpen} onHide={() => setOpen(false)} aria-labelledby="logout-title">
        <Modal.Header closeButton>
          <Modal.Title id="logout-title">Logout</Modal.Title>
        </Modal.Header>
        <Modal.Body>You tried to Signoff from the applicaition. Do you really want to exit?</Modal.Body>
        <Modal.Footer>
          <Button variant="primary" onClick={signOff}>
            Yes
          </Button>
          <Button variant="secondary" onClick={() => setOpen(false)}>
            No
          </Button>
        </Modal.Footer>
      </Modal>
    </>
  );
}
