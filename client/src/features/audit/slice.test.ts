import { auditQuery } from './api';
import { auditActions as A, auditReducer, initialAuditState } from './slice';

describe('audit slice', () => {
  it('new filters start again at the first page; a page change keeps the filters', () => {
    let s = auditReducer(initialAuditState, A.listRequested({ start: 100 }));
    s = auditReducer(s, A.listRequested({ filter: { user: 'erin@example.com', section: 'pages' } }));
    expect(s.query).toEqual({ user: 'erin@example.com', section: 'pages', start: 0, length: 50 });
    s = auditReducer(s, A.listRequested({ start: 50 }));
    expect(s.query).toMatchObject({ user: 'erin@example.com', section: 'pages', start: 50 });
    expect(s.listStatus).toBe('loading');
  });
  it('reports a failed export without losing the list', () => {
    let s = auditReducer(initialAuditState, A.listLoaded({ items: [], total: 0, start: 0, length: 50 }));
    s = auditReducer(s, A.exportRequested());
    s = auditReducer(s, A.exportFailed('Please log in to continue.'));
    expect(s).toMatchObject({ exportStatus: 'failed', exportError: 'Please log in to continue.', listStatus: 'succeeded' });
  });
});

describe('auditQuery', () => {
  it('leaves empty filters out and encodes the rest', () => {
    expect(auditQuery({ user: '', q: 'a&b', from: '2026-01-01', start: 0 })).toBe('?q=a%26b&from=2026-01-01&start=0');
    expect(auditQuery({})).toBe('');
  });
});
