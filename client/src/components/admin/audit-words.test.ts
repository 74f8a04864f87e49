import { describeActivity } from './audit-words';

describe('audit entries in words', () => {
  it('names who did what to which item', () => {
    expect(describeActivity({ actorEmail: 'editor@example.com', action: 'content.publish', itemTitle: 'Side-Dress Timing for Corn', itemId: 4 })).toBe(
      "editor@example.com published 'Side-Dress Timing for Corn'",
    );
    expect(describeActivity({ actorEmail: 'a@example.com', action: 'content.create', itemTitle: null, itemId: 9 })).toBe("a@example.com created '#9'");
  });
  it('reads without an item, and never shows the action code', () => {
    expect(describeActivity({ actorEmail: 'system', action: 'audit.retention', itemTitle: null, itemId: null })).toBe('system removed old audit entries');
    expect(describeActivity({ actorEmail: 'a@example.com', action: 'user.create', itemTitle: null, itemId: null })).toBe('a@example.com added the user');
    expect(describeActivity({ actorEmail: 'a@example.com', action: 'auth.sign-in', itemTitle: null, itemId: null })).not.toContain('auth.');
  });
});
