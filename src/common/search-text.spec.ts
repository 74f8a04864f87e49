import { foldForSearch } from './search-text';

describe('foldForSearch', () => {
  it('folds case, accents, ligatures and apostrophes the same way for stored text and typed words', () => {
    expect(foldForSearch('Urée stabilisée : l’Œuf et ÉCOLE')).toBe("uree stabilisee : l'oeuf et ecole");
    expect(foldForSearch('Québec')).toBe(foldForSearch('quebec'));
    expect(foldForSearch('plain ascii 62 %')).toBe('plain ascii 62 %');
  });
});
