import { MessagePage, NotFoundPage } from '../../../components/site/message-page';

export { NotFoundPage };
export const AccessDeniedPage = () => <MessagePage code="403" title="message.accessDenied.title" message="message.accessDenied.text" />;
export const ServerErrorPage = () => <MessagePage code="500" title="message.error.title" message="message.error.text" />;
