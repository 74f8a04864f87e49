import type { DirectoryRegion, RepDto } from '@contract/directory';
import { useEffect, useMemo, useState } from 'react';
import Form from 'react-bootstrap/Form';
import Spinner from 'react-bootstrap/Spinner';
import { useNavigate, useParams } from 'react-router-dom';

import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { rootReducer } from '../../../app/root-reducer';
import { injectSaga } from '../../../app/store';
import { EditShell } from '../../../components/admin/edit-shell';
import { useUnsavedChanges } from '../../../components/admin/unsaved-changes';
import { pageTitle } from '../../../lib/runtime-config';
import { directoryAdminSaga } from '../admin-saga';
import { directoryAdminActions as A, directoryAdminSlice, selectDirectoryAdmin } from '../admin-slice';
import { Field, ProductChecks } from './form-fields';
import { LocationClicks } from './location-clicks';

import '../directory-admin.css';

directoryAdminSlice.injectInto(rootReducer);
injectSaga('directoryAdmin', directoryAdminSaga);

const LIST = '/siteadmin/reps-retailers?tab=reps';

interface FormState extends Omit<RepDto, 'territory'> {
  territory: string;
}

const empty: FormState = { id: null, name: '', title: '', titleFr: null, photoUrl: null, email: null, phone: null, region: 2, territory: '', products: [], active: true };

/** /siteadmin/reps-retailers/rep/create and /rep/edit/{editId}, with territory editing. */
export function RepEditPage() {
  const { editId } = useParams();
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const { rep, saveStatus, editError: error, saveErrors: errors, saved } = useAppSelector(selectDirectoryAdmin);
  const [form, setForm] = useState<FormState | null>(editId ? null : empty);
  const saving = saveStatus === 'loading';

  useEffect(() => {
    document.title = pageTitle(editId ? 'Rep Edit' : 'Rep Add');
    dispatch(A.repOpened({ id: editId ?? null }));
    setForm(editId ? null : empty);
    return () => void dispatch(A.editorLeft());
  }, [dispatch, editId]);
  useEffect(() => {
    if (rep) setForm({ ...rep, territory: rep.territory.join(', ') });
  }, [rep]);
  // Unsaved changes ask before leaving and are kept as a local draft of this rep (or of a new one).
  const baseline = useMemo(() => (rep ? { ...rep, territory: rep.territory.join(', ') } : empty), [rep]);
  const unsaved = useUnsavedChanges({ draftKey: `rep:${editId ?? 'new'}`, value: form, baseline, ready: !!form && (!editId || !!rep), onRestore: setForm });
  const { markSaved } = unsaved;
  useEffect(() => {
    if (!saved) return;
    markSaved();
    navigate(saved.to, { state: { notice: saved.notice } });
  }, [saved, navigate, markSaved]);

  const set = <K extends keyof FormState>(k: K, v: FormState[K]) => setForm((f) => (f ? { ...f, [k]: v } : f));

  const save = () => {
    if (!form) return;
    dispatch(
      A.repSaveRequested({
        ...form,
        territory: form.territory.split(/[\s,;]+/).filter(Boolean),
        titleFr: form.titleFr || null,
        photoUrl: form.photoUrl || null,
        email: form.email || null,
        phone: form.phone || null,
      }),
    );
  };

  const territoryHelp =
    form?.region === 3
      ? 'Canadian postal code prefixes (FSA, e.g. S4P) and/or whole provinces (e.g. SK), separated by commas or spaces.'
      : 'US ZIP codes (50309), 3-digit ZIP prefixes (503) and/or whole states (IA), separated by commas or spaces. The most specific match is listed first in search results.';

  return (
    <EditShell title="Rep" backTo={LIST} itemId={editId} onSave={save} saving={saving} error={error} unsaved={unsaved}>
      {!form ? (
        error ? null : (
          <Spinner aria-label="Loading" />
        )
      ) : (
        <div className="row g-3 directory-edit">
          <div className="col-md-4">
            <Field id="rep-name" label="Name" required value={form.name} onChange={(v) => set('name', v)} error={errors.name} className="mb-0" />
          </div>
          <div className="col-md-4">
            <Field id="rep-title" label="Title" value={form.title} onChange={(v) => set('title', v)} error={errors.title} className="mb-0" />
          </div>
          <div className="col-md-4">
            <Field
              id="rep-title-fr"
              label="Title (French)"
              value={form.titleFr ?? ''}
              onChange={(v) => set('titleFr', v)}
              error={errors.titleFr}
              help="Shown on French pages; when empty they show the title."
              className="mb-0"
            />
          </div>
          <div className="col-md-4">
            <Field id="rep-email" label="Email" type="email" value={form.email ?? ''} onChange={(v) => set('email', v)} error={errors.email} className="mb-0" />
          </div>
          <div className="col-md-4">
            <Field id="rep-phone" label="Phone" type="tel" value={form.phone ?? ''} onChange={(v) => set('phone', v)} error={errors.phone} className="mb-0" />
          </div>
          <Form.Group controlId="rep-region" className="col-md-4">
            <Form.Label>Region</Form.Label>
            <Form.Select value={form.region} onChange={(e) => set('region', Number(e.target.value) as DirectoryRegion)}>
              <option value={2}>US</option>
              <option value={3}>Canada</option>
            </Form.Select>
          </Form.Group>
          <div className="col-12">
            <Field
              id="rep-photo"
              label="Photo URL"
              value={form.photoUrl ?? ''}
              onChange={(v) => set('photoUrl', v)}
              error={errors.photoUrl}
              help="A web address (https://...) or a document-library path (/...)."
              className="mb-0"
            />
          </div>
          <div className="col-12">
            <Field
              id="rep-territory"
              label="Territory"
              as="textarea"
              rows={3}
              required
              value={form.territory}
              onChange={(v) => set('territory', v)}
              error={errors.territory}
              help={territoryHelp}
              className="mb-0"
            />
          </div>
          <div className="col-12">
            <ProductChecks legend="Products covered" value={form.products} onChange={(v) => set('products', v)} error={errors.products} />
            <Form.Check type="switch" id="rep-active" label="Active (shown in search results)" checked={form.active} onChange={(e) => set('active', e.target.checked)} />
          </div>
          {editId ? <LocationClicks key={editId} type="rep" id={editId} /> : null}
        </div>
      )}
    </EditShell>
  );
}
