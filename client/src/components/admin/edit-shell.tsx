import type { VersionItem } from '@contract/content';
import { type FormEvent, type ReactNode, useEffect, useRef } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Spinner from 'react-bootstrap/Spinner';
import { Link, useNavigate } from 'react-router-dom';

import { RollbackDropdown } from './rollback-dropdown';
import { DraftRestoreOffer, type UnsavedChanges } from './unsaved-changes';

export interface EditShellProps {
  /** Section title, e.g. 'Knowledge Center'; the heading reads '{title} Add' or '{title} Edit'. */
  title: string;
  /** Path of the section list (the 'Back' link and 'Cancel'). */
  backTo: string;
  /** The item's id; absent when adding. */
  itemId?: number | string | null;
  /** Saved versions for the Rollback dropdown (versioned sections only). */
  versions?: VersionItem[];
  currentVersionId?: number | null;
  /** Where choosing a version goes: usually /siteadmin/{section}/edit/{itemId}/{versionId}. */
  onRollback?(versionId: number): void;
  onSave(): void | Promise<void>;
  saving?: boolean;
  /** Server message shown above the form. */
  error?: string | null;
  notice?: string | null;
  /** Buttons beside the title (Share preview, Compare Versions, Delete). */
  extraActions?: ReactNode;
  /** Buttons of the action bar, before Cancel (Preview). */
  barActions?: ReactNode;
  /** What Save Changes will do, shown beside it: "Saves a draft", "Publishes now", "Schedules for …". */
  saveHint?: string | null;
  /** The editor's unsaved-changes state (useUnsavedChanges): the local draft's restore offer shows above the form. */
  unsaved?: UnsavedChanges;
  children: ReactNode;
}

/**
 * The one add/edit shell of spec 2.8: Back, title + Add/Edit, Cancel, Save Changes, Rollback. The action
 * bar (Rollback, Preview, Cancel, Save Changes and what saving will do) stays in view while the form scrolls.
 */
export function EditShell(props: EditShellProps) {
  const navigate = useNavigate();
  const isEdit = props.itemId !== undefined && props.itemId !== null && props.itemId !== '';
  const formRef = useRef<HTMLFormElement>(null);
  const errorRef = useRef<HTMLDivElement>(null);
  // After a save is asked for, the first field marked invalid (by the form or by the server's answer) is
  // scrolled to (below the sticky bar) and focused; a message with no field of its own, the server's, likewise.
  const focusInvalid = useRef(false);
  useEffect(() => {
    if (!focusInvalid.current || props.saving) return;
    const invalid = formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"], .is-invalid') ?? (props.error ? errorRef.current : null);
    if (invalid) {
      invalid.scrollIntoView({ block: 'center' });
      invalid.focus({ preventScroll: true });
    }
    if (invalid || props.notice || props.error) focusInvalid.current = false;
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    // One save at a time: Save Changes stays focusable while one is under way (a disabled button would drop focus to the page).
    if (props.saving) return;
    focusInvalid.current = true;
    void props.onSave();
  };
  return (
    <form className="edit-shell" onSubmit={submit} noValidate ref={formRef}>
      <Link to={props.backTo} className="d-inline-block mb-2">
        <span aria-hidden="true">‹ </span>Back
      </Link>
      <div className="edit-shell__head admin-page-head d-flex flex-wrap align-items-center gap-2 mb-2">
        <h1 className="h3 me-auto mb-0">
          {props.title} {isEdit ? 'Edit' : 'Add'}
        </h1>
        {props.extraActions}
      </div>
      <div className="edit-shell__bar" role="group" aria-label="Save and other actions">
        <span className="edit-shell__hint me-auto" id="edit-shell-save-hint">
          {props.saveHint}
        </span>
        <div className="edit-shell__buttons">
          {props.versions && props.onRollback ? <RollbackDropdown versions={props.versions} currentVersionId={props.currentVersionId} onSelect={props.onRollback} /> : null}
          {props.barActions}
          <Button variant="outline-secondary" type="button" onClick={() => navigate(props.backTo)}>
            Cancel
          </Button>
          <Button
            variant="primary"
            type="submit"
            className={props.saving ? 'disabled' : undefined}
            aria-disabled={props.saving || undefined}
            aria-describedby={props.saveHint ? 'edit-shell-save-hint' : undefined}
          >
            {props.saving ? <Spinner size="sm" className="me-1" aria-hidden /> : null}
            Save Changes
          </Button>
        </div>
      </div>
      {props.unsaved ? <DraftRestoreOffer unsaved={props.unsaved} /> : null}
      {props.error ? (
        <Alert variant="danger" role="alert" ref={errorRef} tabIndex={-1}>
          {props.error}
        </Alert>
      ) : null}
      {props.notice ? (
        <Alert variant="success" role="status">
          {props.notice}
        </Alert>
      ) : null}
      {props.children}
    </form>
  );
}
