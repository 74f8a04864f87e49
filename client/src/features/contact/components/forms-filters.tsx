import { CASE_STATUS_LABELS, CASE_STATUSES, CaseStatus } from '@contract/cases';
import { CONTACT_REGIONS, FORMS_STATUSES } from '@contract/forms';
import { useEffect, useRef, useState } from 'react';

import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { adminFormsActions, selectAdminForms } from '../admin-slice';

/** The forms list's filters: search (debounced), type, region, archive status, case status, owner, mine/unread/overdue. */
export function FormsFilters() {
  const dispatch = useAppDispatch();
  const { filter, owners } = useAppSelector(selectAdminForms);
  const [search, setSearch] = useState(filter.search ?? '');
  const searchTimer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(searchTimer.current), []);

  const onSearch = (value: string) => {
    setSearch(value);
    window.clearTimeout(searchTimer.current);
    searchTimer.current = window.setTimeout(() => dispatch(adminFormsActions.filterChanged({ search: value.trim() || undefined })), 300);
  };

  return (
    <form className="admin-forms__filters card card-body shadow-sm mb-3" role="search" aria-label="Filter form submissions" onSubmit={(e) => e.preventDefault()}>
      <div className="row g-2 align-items-end">
        <div className="col-md-4">
          <label htmlFor="forms-search" className="form-label small fw-semibold mb-1">
            Search
          </label>
          <input id="forms-search" type="search" className="form-control" placeholder="Name, email, phone or message" value={search} onChange={(e) => onSearch(e.target.value)} />
        </div>
        <div className="col-6 col-md-2">
          <label htmlFor="forms-type" className="form-label small fw-semibold mb-1">
            Type
          </label>
          <select
            id="forms-type"
            className="form-select"
            value={filter.type ?? ''}
            onChange={(e) => dispatch(adminFormsActions.filterChanged({ type: e.target.value === '' ? undefined : Number(e.target.value) }))}
          >
            <option value="">All types</option>
            <option value="0">Contact</option>
            <option value="1">Rep</option>
          </select>
        </div>
        <div className="col-6 col-md-3">
          <label htmlFor="forms-region" className="form-label small fw-semibold mb-1">
            Region
          </label>
          <select
            id="forms-region"
            className="form-select"
            value={filter.region ?? ''}
            onChange={(e) => dispatch(adminFormsActions.filterChanged({ region: e.target.value || undefined }))}
          >
            <option value="">All regions</option>
            {CONTACT_REGIONS.map((r) => (
              <option key={r} value={r}>
                {r}
              </option>
            ))}
          </select>
        </div>
        <div className="col-md-3">
          <label htmlFor="forms-status" className="form-label small fw-semibold mb-1">
            Show
          </label>
          <select id="forms-status" className="form-select" value={filter.status} onChange={(e) => dispatch(adminFormsActions.filterChanged({ status: Number(e.target.value) }))}>
            {FORMS_STATUSES.map((s) => (
              <option key={s.value} value={s.value}>
                {s.label}
              </option>
            ))}
          </select>
        </div>
      </div>
      <div className="row g-2 align-items-end mt-1">
        <div className="col-6 col-md-3">
          <label htmlFor="forms-case-status" className="form-label small fw-semibold mb-1">
            Case status
          </label>
          <select
            id="forms-case-status"
            className="form-select"
            value={filter.caseStatus ?? ''}
            onChange={(e) => dispatch(adminFormsActions.filterChanged({ caseStatus: (e.target.value || undefined) as CaseStatus | undefined }))}
          >
            <option value="">Any status</option>
            {CASE_STATUSES.map((c) => (
              <option key={c} value={c}>
                {CASE_STATUS_LABELS[c]}
              </option>
            ))}
          </select>
        </div>
        <div className="col-6 col-md-4">
          <label htmlFor="forms-owner" className="form-label small fw-semibold mb-1">
            Owner
          </label>
          <select
            id="forms-owner"
            className="form-select"
            value={filter.owner ?? ''}
            disabled={!!filter.mine}
            onChange={(e) => dispatch(adminFormsActions.filterChanged({ owner: e.target.value || undefined }))}
          >
            <option value="">Anyone</option>
            {owners.map((o) => (
              <option key={o.id} value={o.email}>
                {o.email}
              </option>
            ))}
          </select>
        </div>
        <div className="col-md-5 d-flex flex-wrap gap-3 pb-2">
          {(
            [
              ['mine', 'Mine only'],
              ['unread', 'Unread only'],
              ['overdue', 'Overdue only'],
            ] as const
          ).map(([key, label]) => (
            <div className="form-check" key={key}>
              <input
                id={`forms-${key}`}
                type="checkbox"
                className="form-check-input"
                checked={!!filter[key]}
                onChange={(e) => dispatch(adminFormsActions.filterChanged({ [key]: e.target.checked || undefined }))}
              />
              <label htmlFor={`forms-${key}`} className="form-check-label">
                {label}
              </label>
            </div>
          ))}
        </div>
      </div>
    </form>
  );
}
