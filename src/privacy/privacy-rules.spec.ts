import { maskEmail, privacyAcknowledgeBy, privacyDueAt } from '../contract/privacy';
import { anonymisedData } from '../forms/case-anonymise';
import { emailHash, hashedAddress, replaceEmail } from './privacy-records';

describe('privacy due dates', () => {
  const opened = new Date('2026-03-02T15:00:00.000Z');
  it('counts calendar days by the law, with the one extension it allows', () => {
    expect(privacyDueAt(opened, 'PIPEDA', false).toISOString()).toBe('2026-04-01T15:00:00.000Z');
    expect(privacyDueAt(opened, 'PIPEDA', true).toISOString()).toBe('2026-05-01T15:00:00.000Z');
    expect(privacyDueAt(opened, 'CCPA', false).toISOString()).toBe('2026-04-16T15:00:00.000Z');
    expect(privacyDueAt(opened, 'CCPA', true).toISOString()).toBe('2026-05-31T15:00:00.000Z');
    expect(privacyDueAt(opened, 'LAW25', true).toISOString()).toBe('2026-04-01T15:00:00.000Z');
  });
  it('asks for an acknowledgement only under the CCPA', () => {
    expect(privacyAcknowledgeBy(opened, 'CCPA')?.toISOString()).toBe('2026-03-12T15:00:00.000Z');
    expect(privacyAcknowledgeBy(opened, 'PIPEDA')).toBeNull();
  });
});

describe('the address where it must not appear', () => {
  it('is replaced in any letter case by its hash', () => {
    const token = hashedAddress(emailHash('Pat.Visitor@Example.com'));
    expect(token).toBe(hashedAddress(emailHash('pat.visitor@example.com')));
    expect(token).toMatch(/^sha256:[0-9a-f]{16}$/);
    expect(replaceEmail('Archived the request of Pat <PAT.VISITOR@example.com>.', 'pat.visitor@example.com', token)).toBe(`Archived the request of Pat <${token}>.`);
    // A dot in the address is a dot, not "any character".
    expect(replaceEmail('patxvisitor@example.com', 'pat.visitor@example.com', token)).toBe('patxvisitor@example.com');
  });
  it('is masked for staff lists', () => {
    expect(maskEmail('pat.visitor@example.com')).toBe('p***@example.com');
  });
  it('leaves an anonymised case its region and role only', () => {
    expect(JSON.parse(anonymisedData(JSON.stringify({ region: 'Canada', role: 'Grower', state: 'SK', zipcode: 'S7N', message: 'hi' })))).toEqual({ region: 'Canada', role: 'Grower' });
    expect(JSON.parse(anonymisedData('not json'))).toEqual({ region: '', role: '' });
  });
});
