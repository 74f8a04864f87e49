import { hashLinkToken, LINK_TOKEN, mailboxKey, newLinkToken, recipientDomain } from './label-notice-rules';

describe('label notice rules', () => {
  it('counts +tag variants and case variants as one mailbox', () => {
    expect(mailboxKey('Victim+1@Example.com')).toBe('victim@example.com');
    expect(mailboxKey('victim+news+x@example.com')).toBe('victim@example.com');
    expect(mailboxKey('victim@example.com')).toBe('victim@example.com');
  });

  it('drops dots only where the provider ignores them', () => {
    expect(mailboxKey('J.O.E+x@gmail.com')).toBe('joe@gmail.com');
    expect(mailboxKey('j.oe@googlemail.com')).toBe('joe@gmail.com');
    expect(mailboxKey('j.oe@example.com')).toBe('j.oe@example.com');
  });

  it('names the recipient domain as one provider', () => {
    expect(recipientDomain('a@GoogleMail.com')).toBe('gmail.com');
    expect(recipientDomain('a@Farm.Example')).toBe('farm.example');
  });

  it('makes link tokens that fit the link pattern and stores only their SHA-256', () => {
    const t = newLinkToken();
    expect(LINK_TOKEN.test(t)).toBe(true);
    expect(hashLinkToken(t)).toMatch(/^[0-9a-f]{64}$/);
    expect(hashLinkToken(t)).not.toContain(t);
    expect(newLinkToken()).not.toBe(t);
  });
});
