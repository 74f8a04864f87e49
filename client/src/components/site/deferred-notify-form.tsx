import { useCallback, useEffect, useRef } from 'react';

import { deferredPart } from '../../lib/deferred-part';
import type { NotifyFormProps } from './notify-form';

// With the page, not the form's chunk: the server-rendered form is styled before its code arrives.
import './notify-form.css';

const NotifyFormPart = deferredPart('section.notify-box', async () => (await import(/* webpackChunkName: "notify-form" */ './notify-form')).NotifyForm);

/**
 * "Notify me of changes" below a page's first screen (a product page's labels section, the foot of
 * /product-labels): server-rendered like the rest of the page, so it shows and posts without script, while its
 * code (~1.2 KB gzip) loads when the form comes near the viewport. The submit handler passed down stays the
 * same function (the deferred part does not compare functions) and calls the page's latest one.
 */
export function DeferredNotifyForm(props: NotifyFormProps) {
  const latest = useRef(props.onSubmit);
  useEffect(() => {
    latest.current = props.onSubmit;
  });
  const onSubmit = useCallback((v: Parameters<NotifyFormProps['onSubmit']>[0]) => latest.current(v), []);
  return <NotifyFormPart targets={props.targets} status={props.status} message={props.message} errors={props.errors} onSubmit={onSubmit} />;
}
