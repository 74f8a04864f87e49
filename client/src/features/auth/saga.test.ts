import { readPersistedSession } from './saga';

describe('reading the session another tab persisted', () => {
  it('reads the auth key of persist:root', () => {
    const raw = JSON.stringify({ auth: JSON.stringify({ isAuthenticated: true, email: 'a@example.com', token: 't', refreshToken: 'r', loading: false }), region: '{}' });
    expect(readPersistedSession(raw)).toEqual({ isAuthenticated: true, email: 'a@example.com', token: 't', refreshToken: 'r' });
  });
  it('ignores a cleared or unreadable value', () => {
    expect(readPersistedSession(null)).toBeNull();
    expect(readPersistedSession('not json')).toBeNull();
    expect(readPersistedSession(JSON.stringify({ region: '{}' }))).toBeNull();
  });
});
