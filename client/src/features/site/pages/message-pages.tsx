import { useEffect } from 'react';
import { pageTitle } from '../../../lib/runtime-config';

function MessagePage(props: { title: string; message: string }) {
  useEffect(() => {
    document.title = pageTitle(props.title);
  }, [props.title]);
  return (
    <section className="container py-5 text-center message-page">
      <h1 className="display-6 mb-3">{props.title}</h1>
      <p className="lead">{props.message}</p>
    </section>
  );
}

export const NotFoundPage = () => (
  <MessagePage title="Page Not Found" message="This page is missing. Please check the URL or use the navigation above to find what you are looking for." />
);
export const AccessDeniedPage = () => <MessagePage title="Access Denied" message="Sorry, you don't have permission to access this page." />;
export const ServerErrorPage = () => <MessagePage title="Error" message="Sorry, something went wrong. Please try again later." />;
