import { CA_PROVINCES, DirectoryRegion, RetailerDto, RetailerHours, US_STATES } from '@contract/directory';
import { useEffect, useMemo, useState } from 'react';
import Form from 'react-bootstrap/Form';
import Spinner from 'react-bootstrap/Spinner';
import { useLocation, useNavigate, useParams } from 'react-router-dom';

import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { rootReducer } from '../../../app/root-reducer';
import { injectSaga } from '../../../app/store';
import { EditShell } from '../../../components/admin/edit-shell';
import { useUnsavedChanges } from '../../../components/admin/unsaved-changes';
import { pageTitle } from '../../../lib/runtime-config';
import { directoryAdminSaga } from '../admin-saga';
import { directoryAdminActions as A, directoryAdminSlice, selectDirectoryAdmin } from '../admin-slice';
import { Field, ProductChecks } from './form-fields';
import { emptyHours, HoursEditor, hoursToSave } from './hours-editor';
import { LocationClicks } from './location-clicks';

import '../directory-admin.css';

directoryAdminSlice.injectInto(rootReducer);
injectSaga('directoryAdmin', directoryAdminSaga);

const LIST = '/siteadmin/reps-retailers?tab=retailers';

const empty: RetailerDto = {
  id: null,
  name: '',
  address: '',
  city: '',
  state: '',
  postalCode: '',
  region: 2,
  phone: null,
  website: null,
  email: null,
  lat: null,
  lng: null,
  products: [],
  active: true,
  timeZone: null,
  hours: null,
  serviceArea: null,
};

interface FormState extends Omit<RetailerDto, 'lat' | 'lng' | 'timeZone' | 'hours' | 'serviceArea'> {
  lat: string;
  lng: string;
  timeZone: string;
  hours: RetailerHours;
  serviceCodes: string;
  serviceRadius: string;
}

const toForm = (r: RetailerDto): FormState => ({
  ...r,
  lat: r.lat === null ? '' : String(r.lat),
  lng: r.lng === null ? '' : String(r.lng),
  timeZone: r.timeZone ?? '',
  hours: r.hours ?? emptyHours(),
  serviceCodes: r.serviceArea?.codes.join(', ') ?? '',
  serviceRadius: r.serviceArea?.radius ? String(r.serviceArea.radius) : '',
});

/**
 * /siteadmin/reps-retailers/retailer/create and /retailer/edit/{editId}/{next?}. With `next` in the
 * path, Save moves on to the next retailer in the list (name order, same search) for working through it.
 */
export function RetailerEditPage() {
  const { editId, next } = useParams();
  const location = useLocation();
  const navigate = useNavigate();
  const search = new URLSearchParams(location.search).get('search') ?? '';
  const dispatch = useAppDispatch();
  const { retailer, saveStatus, editError: error, saveErrors: errors, saved } = useAppSelector(selectDirectoryAdmin);
  const [form, setForm] = useState<FormState | null>(editId ? null : toForm(empty));
  const saving = saveStatus === 'loading';
  const notice = (location.state as { notice?: string } | null)?.notice ?? null;

  useEffect(() => {
    document.title = pageTitle(editId ? 'Retailer Edit' : 'Retailer Add');
    dispatch(A.retailerOpened({ id: editId ?? null }));
    setForm(editId ? null : toForm(empty));
    return () => void dispatch(A.editorLeft());
  }, [dispatch, editId]);
  useEffect(() => {
    if (retailer) setForm(toForm(retailer));
  }, [retailer]);
  // Unsaved changes ask before leaving and are kept as a local draft of this retailer (or of a new one).
  const baseline = useMemo(() => (retailer ? toForm(retailer) : toForm(empty)), [retailer]);
  const unsaved = useUnsavedChanges({ draftKey: `retailer:${editId ?? 'new'}`, value: form, baseline, ready: !!form && (!editId || !!retailer), onRestore: setForm });
  const { markSaved } = unsaved;
  useEffect(() => {
    if (!saved) return;
    markSaved();
    navigate(saved.to, { state: { notice: saved.notice } });
  }, [saved, navigate, markSaved]);

  const set = <K extends keyof FormState>(k: K, v: FormState[K]) => setForm((f) => (f ? { ...f, [k]: v } : f));

  const save = () => {
    if (!form) return;
    const { serviceCodes, serviceRadius, ...rest } = form;
    const codes = serviceCodes.split(/[\s,;]+/).filter(Boolean);
    const body: RetailerDto = {
      ...rest,
      lat: form.lat.trim() === '' ? null : Number(form.lat),
      lng: form.lng.trim() === '' ? null : Number(form.lng),
      phone: form.phone || null,
      website: form.website || null,
      email: form.email || null,
      timeZone: form.timeZone.trim() || null,
      hours: hoursToSave(form.hours),
      serviceArea: codes.length || serviceRadius.trim() ? { codes, radius: serviceRadius.trim() ? Number(serviceRadius) : null } : null,
    };
    dispatch(A.retailerSaveRequested({ retailer: body, next: !!next, search, listSearch: location.search }));
  };

  const states = form?.region === 3 ? CA_PROVINCES : US_STATES;
  return (
    <EditShell title="Retailer" backTo={LIST} itemId={editId} onSave={save} saving={saving} error={error} unsaved={unsaved} notice={notice}>
      {!form ? (
        error ? null : (
          <Spinner aria-label="Loading" />
        )
      ) : (
        <div className="row g-3 directory-edit">
          {next ? <p className="text-muted small col-12 mb-0">Working through the list: Save Changes opens the next retailer.</p> : null}
          <div className="col-md-8">
            <Field id="retailer-name" label="Name" required value={form.name} onChange={(v) => set('name', v)} error={errors.name} />
          </div>
          <Form.Group controlId="retailer-region" className="col-md-4">
            <Form.Label>Region</Form.Label>
            <Form.Select value={form.region} onChange={(e) => setForm({ ...form, region: Number(e.target.value) as DirectoryRegion, state: '' })}>
              <option value={2}>US</option>
              <option value={3}>Canada</option>
            </Form.Select>
          </Form.Group>
          <div className="col-12">
            <Field id="retailer-address" label="Address" value={form.address} onChange={(v) => set('address', v)} error={errors.address} className="mb-0" />
          </div>
          <div className="col-md-5">
            <Field id="retailer-city" label="City" required value={form.city} onChange={(v) => set('city', v)} error={errors.city} className="mb-0" />
          </div>
          <Form.Group controlId="retailer-state" className="col-md-4">
            <Form.Label>{form.region === 3 ? 'Province' : 'State'}</Form.Label>
            <Form.Select value={form.state} onChange={(e) => set('state', e.target.value)} isInvalid={!!errors.state}>
              <option value="">(from the postal code)</option>
              {Object.entries(states).map(([code, name]) => (
                <option key={code} value={code}>
                  {name}
                </option>
              ))}
            </Form.Select>
            <Form.Control.Feedback type="invalid">{errors.state}</Form.Control.Feedback>
          </Form.Group>
          <div className="col-md-3">
            <Field
              id="retailer-postal"
              label={form.region === 3 ? 'Postal Code' : 'Zip Code'}
              required
              value={form.postalCode}
              onChange={(v) => set('postalCode', v)}
              error={errors.postalCode}
              className="mb-0"
            />
          </div>
          <div className="col-md-4">
            <Field id="retailer-phone" label="Phone" type="tel" value={form.phone ?? ''} onChange={(v) => set('phone', v)} error={errors.phone} className="mb-0" />
          </div>
          <div className="col-md-4">
            <Field id="retailer-email" label="Email" type="email" value={form.email ?? ''} onChange={(v) => set('email', v)} error={errors.email} className="mb-0" />
          </div>
          <div className="col-md-4">
            <Field id="retailer-website" label="Website" value={form.website ?? ''} onChange={(v) => set('website', v)} error={errors.website} className="mb-0" />
          </div>
          <div className="col-md-3">
            <Field id="retailer-lat" label="Latitude" value={form.lat} onChange={(v) => set('lat', v)} error={errors.lat} className="mb-0" />
          </div>
          <div className="col-md-3">
            <Field id="retailer-lng" label="Longitude" value={form.lng} onChange={(v) => set('lng', v)} error={errors.lng} className="mb-0" />
          </div>
          <p className="col-md-6 small text-muted align-self-end mb-1">Clear both to place the retailer at the centre of its ZIP or postal code area.</p>
          <div className="col-12">
            <ProductChecks legend="Products carried" value={form.products} onChange={(v) => set('products', v)} error={errors.products} />
            <Form.Check type="switch" id="retailer-active" label="Active (shown in search results)" checked={form.active} onChange={(e) => set('active', e.target.checked)} />
          </div>
          <fieldset className="col-12 service-area">
            <legend className="h6">Service area</legend>
            <p className="small text-muted mb-2">A search from inside it lists this retailer even beyond the search radius, marked “Serves your area”.</p>
            <div className="row g-3">
              <div className="col-md-8">
                <Field
                  id="retailer-service-codes"
                  label={form.region === 3 ? 'Areas served (FSAs: first 3 characters)' : 'Areas served (3-digit ZIP prefixes)'}
                  value={form.serviceCodes}
                  onChange={(v) => set('serviceCodes', v)}
                  error={errors.serviceArea}
                  help={form.region === 3 ? 'For example S4P, S4R.' : 'For example 503, 504.'}
                  className="mb-0"
                />
              </div>
              <div className="col-md-4">
                <Field
                  id="retailer-service-radius"
                  label={`Or within (${form.region === 3 ? 'km' : 'miles'})`}
                  type="number"
                  value={form.serviceRadius}
                  onChange={(v) => set('serviceRadius', v)}
                  className="mb-0"
                />
              </div>
            </div>
          </fieldset>
          <HoursEditor
            hours={form.hours}
            timeZone={form.timeZone}
            defaultTimeZone={form.defaultTimeZone}
            onHours={(h) => set('hours', h)}
            onTimeZone={(z) => set('timeZone', z)}
            errors={errors}
          />
          {editId ? <LocationClicks key={editId} type="retailer" id={editId} /> : null}
        </div>
      )}
    </EditShell>
  );
}
