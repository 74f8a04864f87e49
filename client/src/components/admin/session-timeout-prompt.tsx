import { useCallback, useEffect, useState } from 'react';
import Button from 'react-bootstrap/Button';
import Modal from 'react-bootstrap/Modal';

import { keepTabInside } from './focus-trap';

export const SESSION_TIMEOUT_QUESTION = 'Your session is about to time out. Would you like to stay logged into your account?';

/**
 * Spec 9: after `delayMs` in the admin layout the user is asked whether to stay signed in.
 * Yes calls keepalive and starts the clock again; No logs out. Escape answers Yes: it dismisses the question and
 * keeps the person's work, as closing a dialog should (leaving is never the effect of a dismissal).
 */
export function SessionTimeoutPrompt(props: { delayMs: number; onStay(): Promise<unknown> | void; onLeave(): void }) {
  const [open, setOpen] = useState(false);
  const [round, setRound] = useState(0);

  useEffect(() => {
    // setTimeout holds at most 2^31-1 ms (about 24 days).
    const timer = setTimeout(() => setOpen(true), Math.min(props.delayMs, 2_147_483_647));
    return () => clearTimeout(timer);
  }, [props.delayMs, round]);

  const stay = useCallback(async () => {
    setOpen(false);
    await props.onStay();
    setRound((r) => r + 1);
  }, [props]);

  return (
    <Modal show={open} onHide={() => void stay()} backdrop="static" centered aria-labelledby="session-timeout-title" onKeyDown={keepTabInside}>
      <Modal.Header>
        <Modal.Title id="session-timeout-title" as="h2" className="h5">
          Session Timeout
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>{SESSION_TIMEOUT_QUESTION}</Modal.Body>
      <Modal.Footer>
        <Button variant="outline-secondary" onClick={() => props.onLeave()}>
          No
        </Button>
        <Button variant="primary" onClick={() => void stay()}>
          Yes
        </Button>
      </Modal.Footer>
    </Modal>
  );
}
