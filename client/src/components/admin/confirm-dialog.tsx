import type { ReactNode } from 'react';
import Button from 'react-bootstrap/Button';
import Modal from 'react-bootstrap/Modal';

import { keepTabInside } from './focus-trap';

interface ConfirmDialogProps {
  show: boolean;
  /** The id of the title, which names the dialog (aria-labelledby). */
  titleId: string;
  title: ReactNode;
  /** The question. */
  children: ReactNode;
  confirmLabel: string;
  confirmVariant?: string;
  confirmDisabled?: boolean;
  cancelLabel?: string;
  onConfirm(): void;
  onCancel(): void;
}

/** The one confirmation of the admin lists (delete, archive): title, question, Cancel and the confirming button. */
export function ConfirmDialog(props: ConfirmDialogProps) {
  return (
    <Modal show={props.show} onHide={props.onCancel} centered aria-labelledby={props.titleId} onKeyDown={keepTabInside}>
      <Modal.Header closeButton>
        <Modal.Title id={props.titleId} as="h2" className="h5">
          {props.title}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>{props.children}</Modal.Body>
      <Modal.Footer>
        <Button variant="outline-secondary" onClick={props.onCancel}>
          {props.cancelLabel ?? 'Cancel'}
        </Button>
        <Button variant={props.confirmVariant ?? 'danger'} onClick={props.onConfirm} disabled={props.confirmDisabled}>
          {props.confirmLabel}
        </Button>
      </Modal.Footer>
    </Modal>
  );
}
