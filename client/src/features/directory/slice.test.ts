import en from '@contract/i18n/messages/site.en.json';
import fr from '@contract/i18n/messages/site.fr.json';
import { IntlMessageFormat } from 'intl-messageformat';

import { directoryActions, directoryReducer, initialDirectoryState } from './slice';

describe('rep search state (spec 4)', () => {
  const request = { label: 'Retailers' as const, zip: '50309' };
  it('raises busy while searching and never resets it on the page', () => {
    const loading = directoryReducer(initialDirectoryState, directoryActions.searchRequested(request));
    expect(loading).toMatchObject({ busy: true, status: 'loading', request });
    const done = directoryReducer(loading, directoryActions.searchFailed('We could not find ZIP code 00000. Please check it and try again.'));
    expect(done).toMatchObject({ busy: true, status: 'failed', error: 'We could not find ZIP code 00000. Please check it and try again.' });
  });
});

describe('find-rep button text (spec 2.4)', () => {
  const searchButtonText = (who: string, messages: Record<string, string> = en, locale = 'en') => String(new IntlMessageFormat(messages['findRep.submit'], locale).format({ who }));
  it("reads 'Search' plus ' for {selected label}'", () => {
    expect(searchButtonText('')).toBe('Search');
    expect(searchButtonText('Retailers')).toBe('Search for Retailers');
    expect(searchButtonText('Reps')).toBe('Search for Reps');
  });
  it('reads the same in French, with the label translated', () => {
    expect(searchButtonText('', fr, 'fr-CA')).toBe('Rechercher');
    expect(searchButtonText('Retailers', fr, 'fr-CA')).toBe('Rechercher des détaillants');
    expect(searchButtonText('Reps', fr, 'fr-CA')).toBe('Rechercher des représentants');
  });
});
