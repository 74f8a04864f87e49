import { MessagePage, NotFoundPage } from '../../../components/site/message-page';

export { NotFoundPage };
export const AccessDeniedPage = () => <MessagePage code="403" title="Access Denied" message="Sorry, you don't have permission to access this page." />;
export const ServerErrorPage = () => <MessagePage code="500" title="Error" message="Sorry, something went wrong. Please try again later." />;
