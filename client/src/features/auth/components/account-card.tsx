import { ReactNode, useEffect } from 'react';

import { pageTitle } from '../../../lib/runtime-config';

import '../account.css';

/** Heading, brand line and page title shared by the account screens. */
export function AccountCard(props: { title: string; children: ReactNode }) {
  useEffect(() => {
    document.title = pageTitle(props.title);
  }, [props.title]);
  return (
    <div className="account-card">
      <h1 className="h4 mb-0">{props.title}</h1>
      <div className="account-card__rule" aria-hidden />
      {props.children}
    </div>
  );
}
