import { createIntl } from '@formatjs/intl';

import { withElision } from './elision';

describe('French elision', () => {
  const intl = createIntl({
    locale: 'fr-CA',
    messages: { target: 'Toutes les étiquettes et FDS {brandElides, select, yes {d’} other {de }}{brand}' },
  });
  const say = (brand: string) => intl.formatMessage({ id: 'target' }, withElision({ brand }));

  it('writes d’ before a vowel and de before a consonant or an h', () => {
    expect(say('AGROTAIN')).toBe('Toutes les étiquettes et FDS d’AGROTAIN');
    expect(say('ANVOL')).toBe('Toutes les étiquettes et FDS d’ANVOL');
    expect(say('Éco-Champ')).toBe('Toutes les étiquettes et FDS d’Éco-Champ');
    expect(say('SUPERU')).toBe('Toutes les étiquettes et FDS de SUPERU');
    expect(say('3-TRAX')).toBe('Toutes les étiquettes et FDS de 3-TRAX');
    expect(say('Harvest')).toBe('Toutes les étiquettes et FDS de Harvest');
  });

  it('adds a flag for text values only and keeps the others as they are', () => {
    expect(withElision({ brand: 'ANVOL', count: 2 })).toEqual({ brand: 'ANVOL', brandElides: 'yes', count: 2 });
    expect(withElision(undefined)).toBeUndefined();
  });
});
