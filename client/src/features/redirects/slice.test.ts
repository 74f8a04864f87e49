import { initialRedirectsState, redirectsActions as A, redirectsReducer } from './slice';

const item = {
  id: 7,
  source: '/old',
  target: '/new',
  status: 301 as const,
  keepQuery: true,
  host: null,
  regionId: null,
  active: true,
  allowShadow: false,
  note: null,
  builtIn: false,
  hits: 0,
  lastHitAt: null,
  createdBy: null,
  updatedBy: null,
  created: '',
  updated: '',
};

describe('redirects slice', () => {
  it('merges a new query and marks the list loading', () => {
    const s = redirectsReducer(initialRedirectsState, A.listRequested({ sort: 'hits', direction: 'desc' }));
    expect(s.query).toMatchObject({ sort: 'hits', direction: 'desc', search: '', start: 0 });
    expect(s.listStatus).toBe('loading');
  });
  it('opens the form from a 404 log entry with the path preset, and clears old errors', () => {
    let s = redirectsReducer(initialRedirectsState, A.saveFailed({ message: 'Target is required.', errors: { target: 'Target is required.' } }));
    s = redirectsReducer(s, A.editorOpened({ item: null, preset: { source: '/missing', status: 301 } }));
    expect(s.editor).toEqual({ item: null, preset: { source: '/missing', status: 301 } });
    expect(s.saveError).toBeNull();
    expect(s.saveErrors).toEqual({});
  });
  it('keeps the form open with the field messages when a save is refused', () => {
    let s = redirectsReducer(initialRedirectsState, A.editorOpened({ item: null }));
    s = redirectsReducer(s, A.saveRequested({ id: null, body: { source: '/a', target: '/a', status: 301 } }));
    s = redirectsReducer(s, A.saveFailed({ message: 'This redirect would create a loop: /a → /a.', errors: { target: 'This redirect would create a loop: /a → /a.' } }));
    expect(s.editor).not.toBeNull();
    expect(s.saveStatus).toBe('failed');
    expect(s.saveErrors.target).toContain('loop');
  });
  it('closes the form and announces a saved rule', () => {
    let s = redirectsReducer(initialRedirectsState, A.editorOpened({ item: null }));
    s = redirectsReducer(s, A.saveSucceeded({ item, created: true }));
    expect(s.editor).toBeNull();
    expect(s.notice).toBe('Redirect from /old created.');
  });
  it('says how many were deleted and how many built-ins were kept', () => {
    expect(redirectsReducer(initialRedirectsState, A.deleteSucceeded({ deleted: 3, skipped: 1 })).notice).toBe('3 redirects deleted. 1 built-in redirect was kept.');
    expect(redirectsReducer(initialRedirectsState, A.deleteSucceeded({ deleted: 1, skipped: 0 })).notice).toBe('1 redirect deleted.');
  });
});
