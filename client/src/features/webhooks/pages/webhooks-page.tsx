import { WEBHOOK_DELIVERY_PAGE_SIZE, WebhookItem } from '@contract/webhooks';
import { useEffect, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';

import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { rootReducer } from '../../../app/root-reducer';
import { injectSaga } from '../../../app/store';
import { ConfirmDialog } from '../../../components/admin/confirm-dialog';
import { ListPager } from '../../../components/admin/list-pager';
import { pageTitle } from '../../../lib/runtime-config';
import { DeliveryTable } from '../components/delivery-table';
import { WebhookForm } from '../components/webhook-form';
import { WebhooksTable } from '../components/webhooks-table';
import { webhooksSaga } from '../saga';
import { selectLogHasPending, selectLogWebhook, selectWebhooks } from '../selectors';
import { webhooksActions as A, webhooksSlice } from '../slice';

webhooksSlice.injectInto(rootReducer);
injectSaga('webhooks', webhooksSaga);

/** While a delivery in the open log waits for a retry, the log refreshes this often. */
const PENDING_REFRESH_MS = 3000;

/** /siteadmin/webhooks: the webhooks, the create form, each one's delivery log, and the CDN purges. */
export function WebhooksPage() {
  const dispatch = useAppDispatch();
  const s = useAppSelector(selectWebhooks);
  const logWebhook = useAppSelector(selectLogWebhook);
  const pending = useAppSelector(selectLogHasPending);
  const [confirming, setConfirming] = useState<WebhookItem | null>(null);

  useEffect(() => {
    document.title = pageTitle('Webhooks');
    dispatch(A.listRequested());
    dispatch(A.cdnRequested());
    return () => {
      dispatch(A.logClosed());
    };
  }, [dispatch]);
  useEffect(() => {
    if (!pending || s.logStatus === 'loading') return;
    const timer = setTimeout(() => dispatch(A.logRequested()), PENDING_REFRESH_MS);
    return () => clearTimeout(timer);
  }, [pending, s.logStatus, s.log, dispatch]);

  return (
    <section aria-labelledby="webhooks-heading">
      <h1 id="webhooks-heading" className="h3 mb-3">
        Webhooks
      </h1>
      <p className="text-muted">
        Each change to the public site is sent as a signed JSON POST to the webhooks that want its event, and retried with backoff for up to 24 hours when the receiver fails.
      </p>
      {s.notice ? (
        <Alert variant="success" role="status" dismissible onClose={() => dispatch(A.noticeDismissed())}>
          {s.notice}
        </Alert>
      ) : null}
      {s.listError ? (
        <Alert variant="danger" role="alert">
          {s.listError}
        </Alert>
      ) : null}

      <WebhookForm
        saving={s.createStatus === 'loading'}
        error={s.createError}
        errors={s.createErrors}
        createdCount={s.createdCount}
        onCreate={(body) => dispatch(A.createRequested(body))}
      />

      <section aria-labelledby="webhooks-list-heading" className="mb-4">
        <h2 id="webhooks-list-heading" className="h5">
          Webhooks
        </h2>
        <WebhooksTable
          items={s.list}
          status={s.listStatus}
          testing={s.testing}
          logFor={s.logFor}
          onTest={(id) => dispatch(A.testRequested({ id }))}
          onShowLog={(id) => (s.logFor === id ? dispatch(A.logClosed()) : dispatch(A.logRequested({ id, start: 0 })))}
          onDelete={setConfirming}
        />
      </section>

      {logWebhook ? (
        <section aria-labelledby="webhook-log-heading" className="mb-4">
          <div className="d-flex align-items-center gap-2 mb-2">
            <h2 id="webhook-log-heading" className="h5 me-auto mb-0">
              Deliveries of {logWebhook.name}
            </h2>
            <Button size="sm" variant="outline-secondary" onClick={() => dispatch(A.logRequested())}>
              Refresh
            </Button>
          </div>
          {s.logError ? (
            <Alert variant="danger" role="alert">
              {s.logError}
            </Alert>
          ) : null}
          <DeliveryTable items={s.log?.items ?? []} status={s.logStatus} replaying={s.replaying} onReplay={(deliveryId) => dispatch(A.replayRequested({ deliveryId }))} />
          {s.log && s.log.total > WEBHOOK_DELIVERY_PAGE_SIZE ? (
            <ListPager start={s.log.start} pageSize={WEBHOOK_DELIVERY_PAGE_SIZE} total={s.log.total} onPage={(start) => dispatch(A.logRequested({ start }))} />
          ) : null}
        </section>
      ) : null}

      <section aria-labelledby="cdn-purges-heading">
        <h2 id="cdn-purges-heading" className="h5">
          CDN purges
        </h2>
        {s.cdn && s.cdn.provider !== 'off' ? (
          <>
            <p className="text-muted small">
              Purging with <strong>{s.cdn.provider}</strong> on each change; failed purges are retried like webhook deliveries.
            </p>
            <DeliveryTable items={s.cdn.deliveries.items} status={s.cdnStatus} replaying={s.replaying} onReplay={(deliveryId) => dispatch(A.replayRequested({ deliveryId }))} />
          </>
        ) : (
          <p className="text-muted small">{s.cdnStatus === 'failed' ? 'The CDN purge log could not be loaded.' : 'CDN purging is off (the CDN_PURGE setting).'}</p>
        )}
      </section>

      <ConfirmDialog
        show={!!confirming}
        titleId="webhook-delete-title"
        title="Delete webhook"
        confirmLabel="Delete"
        onCancel={() => setConfirming(null)}
        onConfirm={() => {
          if (confirming) dispatch(A.deleteRequested({ id: confirming.id }));
          setConfirming(null);
        }}
      >
        Delete the webhook “{confirming?.name}” to {confirming?.url}? Its delivery log goes with it and pending retries stop.
      </ConfirmDialog>
    </section>
  );
}
