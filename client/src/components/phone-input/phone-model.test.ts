import { caretAfterDigits, formatInternational, insertAllowed, normalizePhone, phoneCountries, switchCountry, typeAheadKey } from './phone-model';

describe('phone input rules', () => {
  it('formats a US number typed as national digits in the US pattern', () => {
    expect(normalizePhone('2015550123', 'US')).toMatchObject({ country: 'US', display: '+1 (201) 555-0123', e164: '+12015550123' });
    expect(normalizePhone('+1 2015', 'US').display).toBe('+1 (201) 5');
  });

  it('switches to the UK when +44 is typed, even after a US prefix', () => {
    expect(normalizePhone('+1 +44', 'US')).toMatchObject({ country: 'GB', display: '+44' });
    expect(normalizePhone('+442079460958', 'US')).toMatchObject({ country: 'GB', display: '+44 20 7946 0958' });
  });

  it('tells Canada from the US by the area code, and keeps the chosen +1 country while unsure', () => {
    expect(normalizePhone('+12045550123', 'US').country).toBe('CA');
    expect(normalizePhone('+1 2', 'CA').country).toBe('CA');
  });

  it('keeps a dial code that is not known yet as typed and reports it', () => {
    expect(normalizePhone('+999', 'US')).toMatchObject({ display: '+999', e164: '', unknownCode: '999', country: 'US' });
  });

  it('keeps the number international when only the + is deleted, and empties cleanly', () => {
    expect(normalizePhone('1 (201) 5', 'US', '+1 (201) 5').display).toBe('+1 (201) 5');
    expect(normalizePhone('', 'US').display).toBe('');
    expect(normalizePhone('+', 'US').display).toBe('+');
  });

  it('moves the national digits to a newly chosen country', () => {
    const us = formatInternational('12015550123', 'US');
    expect(switchCountry(us, 'GB')).toMatchObject({ country: 'GB', e164: '+442015550123' });
  });

  it('accepts digits only, typed or pasted (spec 2.3, 5)', () => {
    expect(insertAllowed('7')).toBe(true);
    expect(insertAllowed('2079460958')).toBe(true);
    for (const bad of ['a', '-', '+', ' ', '(', '.', '+44 20 7946-0958', '020-7946', 'call me', '7a']) expect(insertAllowed(bad)).toBe(false);
  });

  it("takes the country from its dial code typed as digits after the field's +", () => {
    // The field shows '+1 ' for the US; the dial code's digits replaced with 44 and the number typed on.
    expect(normalizePhone('+442079460958', 'US')).toMatchObject({ country: 'GB', e164: '+442079460958' });
    // Digits alone take the dropdown's country.
    expect(normalizePhone('5062345678', 'CA')).toMatchObject({ country: 'CA', e164: '+15062345678' });
  });

  it('places the caret after the same number of digits', () => {
    expect(caretAfterDigits('+1 (201) 555-0123', 4)).toBe(7);
    expect(caretAfterDigits('+1 (201) 555-0123', 0)).toBe(1);
  });

  it('lists every country with its dial code, the US first', () => {
    const list = phoneCountries();
    expect(list[0]).toMatchObject({ iso2: 'us', dialCode: '1', name: 'United States', priority: 0 });
    expect(list[1]).toMatchObject({ iso2: 'ca', dialCode: '1' });
    expect(list.find((c) => c.iso2 === 'gb')).toMatchObject({ dialCode: '44', name: 'United Kingdom' });
    expect(list.length).toBeGreaterThan(200);
  });

  it('names the countries in Canadian French on French pages, sorted the French way', () => {
    const list = phoneCountries('fr');
    expect(list[0]).toMatchObject({ iso2: 'us', name: 'États-Unis' });
    expect(list.find((c) => c.iso2 === 'gb')).toMatchObject({ name: 'Royaume-Uni' });
    expect(list.find((c) => c.iso2 === 'de')).toMatchObject({ name: 'Allemagne' });
    const rest = list.slice(2).map((c) => c.name);
    expect(rest).toEqual([...rest].sort((a, b) => a.localeCompare(b, 'fr-CA')));
    // The English list is unchanged by the French one.
    expect(phoneCountries('en')[0].name).toBe('United States');
  });

  it('type-ahead ignores case and accents', () => {
    expect(typeAheadKey('États-Unis').startsWith(typeAheadKey('eta'))).toBe(true);
    expect(typeAheadKey('Égypte')).toBe('egypte');
  });
});
