import type { AppConfig } from '../config/app-config';
import { decodeOrder, orderCode, validateContactFields } from '../contract/forms';
import { parseContactData } from './forms.service';
import { notificationContent, regionGroup, routeRecipients } from './notification-routing';

describe('forms list order codes (spec 9)', () => {
  it('is 2 × the column index, plus 1 for descending', () => {
    expect(orderCode('name', false)).toBe(0);
    expect(orderCode('name', true)).toBe(1);
    expect(orderCode('email', false)).toBe(2);
    expect(orderCode('created', false)).toBe(4);
    expect(orderCode('type', true)).toBe(7);
    for (let c = 0; c < 8; c++) {
      const d = decodeOrder(c);
      expect(orderCode(d.column, d.descending)).toBe(c);
    }
  });
  it('falls back to the default order 4 (created, ascending) for an unknown code', () => {
    expect(decodeOrder(99)).toEqual({ column: 'created', descending: false });
  });
});

describe('contact validation (spec 5)', () => {
  it('checks name, email, email format, region and role in that order', () => {
    expect(Object.values(validateContactFields({}))).toEqual(['Name is required.', 'Email is required.', 'Region is required.', 'Role is required.']);
    expect(validateContactFields({ name: 'A', email: 'a@b.co', region: 'USA', role: 'Grower' })).toEqual({});
  });
  it.each(['first.last@example.com', 'a_b-c@mail.example.org', 'X9@d.museum'])('accepts %s', (email) => {
    expect(validateContactFields({ name: 'n', email, region: 'r', role: 'r' }).email).toBeUndefined();
  });
  it.each(['plain', 'a@b', 'a@b.c', 'a@b.toolong', 'a b@c.com', 'a+b@c.com', 'a@b.c0m'])('refuses %s', (email) => {
    expect(validateContactFields({ name: 'n', email, region: 'r', role: 'r' }).email).toBe('Please enter a valid email address.');
  });
});

describe('contact data text', () => {
  it('reads the five known fields and ignores the rest', () => {
    expect(parseContactData('{"region":"USA","role":"Grower","state":"IA","zipcode":50309,"message":" hi ","x":1}')).toEqual({
      ok: true,
      value: { region: 'USA', role: 'Grower', state: 'IA', zipcode: '50309', message: 'hi' },
    });
  });
  it.each(['{bad', '[]', '"text"', 'null', '7'])('calls %s malformed', (raw) => {
    expect(parseContactData(raw).ok).toBe(false);
  });
  it('treats a missing data field as empty (region and role then fail as required)', () => {
    expect(parseContactData(undefined)).toEqual({ ok: true, value: { region: '', role: '', state: '', zipcode: '', message: '' } });
  });
});

describe('staff notification routing', () => {
  const notify: AppConfig['forms']['notify'] = {
    default: ['info@x.com'],
    us: [],
    ca: ['ca@x.com'],
    international: ['int@x.com'],
    retailer: ['retail@x.com'],
    vendor: ['vendor@x.com'],
    rep: ['rep@x.com'],
  };
  it('routes by region and role, with the rep inbox for rep requests', () => {
    expect(routeRecipients(notify, null, { region: 'Canada', role: 'Grower', type: 0 })).toEqual(['ca@x.com']);
    expect(routeRecipients(notify, null, { region: 'Europe', role: 'Vendor', type: 0 })).toEqual(['int@x.com', 'vendor@x.com']);
    expect(routeRecipients(notify, null, { region: 'USA', role: 'Product retailer', type: 1 })).toEqual(['retail@x.com', 'rep@x.com']);
  });
  it('falls back to the default inbox, then to the administrator', () => {
    expect(routeRecipients(notify, null, { region: 'USA', role: 'Grower', type: 0 })).toEqual(['info@x.com']);
    expect(routeRecipients({ ...notify, default: [] }, 'admin@x.com', { region: 'USA', role: 'Other', type: 0 })).toEqual(['admin@x.com']);
    expect(routeRecipients({ ...notify, default: [] }, null, { region: 'USA', role: 'Other', type: 0 })).toEqual([]);
  });
  it('groups region options, ids and codes', () => {
    expect(['USA', 'us', '2'].map(regionGroup)).toEqual(['us', 'us', 'us']);
    expect(['Canada', 'CA', '3'].map(regionGroup)).toEqual(['ca', 'ca', 'ca']);
    expect(['Africa', 'Asia Pacific', ''].map(regionGroup)).toEqual(['international', 'international', 'international']);
  });
  it('names the type in the subject and keeps line breaks out of it', () => {
    const c = notificationContent({ id: 5, type: 1, name: 'Eve\r\nBcc: x@y.z', email: 'e@x.com', phone: '', region: 'USA', role: 'Grower', created: new Date(0) }, 'Co');
    expect(c.subject).toBe('Rep request: Eve Bcc: x@y.z (USA, Grower)');
    expect(c.text).toContain('Type: Rep (Rep request)');
  });
});
