import type { ContentKind } from '@contract/content';
import { registerPublicKind } from '@contract/content-kinds';
import { renderToString } from 'react-dom/server';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes } from 'react-router-dom';

import { FAQ_KIND } from '../../../test-support/faq-kind';

describe("a registered kind's admin screens", () => {
  let draw: (path: string, element: React.ReactElement) => string;
  let screens: { ContentEditPage: typeof import('./content-edit-page').ContentEditPage; ContentListPage: typeof import('./content-list-page').ContentListPage };
  beforeAll(async () => {
    registerPublicKind(FAQ_KIND);
    const { store } = await import('../../../app/store');
    screens = { ...(await import('./content-edit-page')), ...(await import('./content-list-page')) };
    draw = (path, element) =>
      renderToString(
        <Provider store={store}>
          <MemoryRouter initialEntries={[path]}>
            <Routes>
              <Route path="/siteadmin/faq/*" element={element} />
            </Routes>
          </MemoryRouter>
        </Provider>,
      );
  });

  it('draws the create screen with its own field', () => {
    const html = draw('/siteadmin/faq/create', <screens.ContentEditPage kind={'faq' as ContentKind} />);
    expect(html).toContain('Answer');
  });

  it('draws the list screen under its section title', () => {
    const html = draw('/siteadmin/faq', <screens.ContentListPage kind={'faq' as ContentKind} />);
    expect(html).toContain('FAQ');
  });
});
