import type { TranslationDueRow } from '@contract/content';
import { useEffect } from 'react';
import Alert from 'react-bootstrap/Alert';
import Card from 'react-bootstrap/Card';
import Spinner from 'react-bootstrap/Spinner';
import { Link } from 'react-router-dom';

import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { rootReducer } from '../../../app/root-reducer';
import { injectSaga } from '../../../app/store';
import { translationsDueSaga } from '../translations-saga';
import { selectTranslationsDue, translationsDueActions as A, translationsDueSlice } from '../translations-slice';

translationsDueSlice.injectInto(rootReducer);
injectSaga('translationsDue', translationsDueSaga);

/** `draftNote`: said beside a missing item whose French version is a draft not yet published. */
function Rows({ id, title, rows, count, empty, draftNote }: { id: string; title: string; rows: TranslationDueRow[]; count: number; empty: string; draftNote?: string }) {
  return (
    <div className="col-md-6">
      <h3 className="h6" id={id}>
        {title} <span className="badge text-bg-secondary">{count}</span>
      </h3>
      {rows.length ? (
        <ul className="list-unstyled small mb-0" aria-labelledby={id}>
          {rows.map((r) => (
            <li key={`${r.section}-${r.sourceBaseId}`} className="mb-1">
              <Link to={r.editPath}>{r.title}</Link> <span className="text-muted">({r.sectionTitle})</span>
              {draftNote && r.translationBaseId ? <span className="badge text-bg-light border ms-1">{draftNote}</span> : null}
            </li>
          ))}
          {count > rows.length ? <li className="text-muted">and {count - rows.length} more</li> : null}
        </ul>
      ) : (
        <p className="text-muted small mb-0">{empty}</p>
      )}
    </div>
  );
}

/** The dashboard's "Translations" card: the Canada items whose French version is missing or outdated, each a link to act on it. */
export function TranslationsCard() {
  const dispatch = useAppDispatch();
  const { due, status, error } = useAppSelector(selectTranslationsDue);
  useEffect(() => {
    dispatch(A.cardShown());
    return () => void dispatch(A.cardLeft());
  }, [dispatch]);
  return (
    <section className="mb-4" aria-labelledby="dash-translations">
      <Card className="shadow-sm">
        <Card.Body>
          <h2 id="dash-translations" className="h6">
            Translations
          </h2>
          {status === 'failed' ? <Alert variant="danger">{error}</Alert> : null}
          {!due && status !== 'failed' ? (
            <Spinner animation="border" size="sm" role="status">
              <span className="visually-hidden">Loading…</span>
            </Spinner>
          ) : null}
          {due ? (
            <div className="row g-3">
              <Rows
                id="dash-translations-outdated"
                title="Outdated French versions"
                rows={due.outdated}
                count={due.outdatedCount}
                empty="Every French version is up to date with its English item."
              />
              <Rows
                id="dash-translations-missing"
                title="Missing French versions"
                rows={due.missing}
                count={due.missingCount}
                empty="Every Canada item has a French version."
                draftNote="French draft not published"
              />
            </div>
          ) : null}
        </Card.Body>
      </Card>
    </section>
  );
}
