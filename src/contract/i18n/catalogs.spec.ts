import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';

// The lint stage's catalog check (scripts/check-catalogs.js), also run with the unit tests.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { checkCatalogs } = require('../../../scripts/check-catalogs.js') as { checkCatalogs(dir?: string): { problems: string[]; catalogs: number } };

const MESSAGES = path.join(__dirname, 'messages');

describe('message catalogs', () => {
  it('every catalog has English and French with the same ids, valid ICU and the same placeholders', () => {
    const { problems, catalogs } = checkCatalogs();
    expect(problems).toEqual([]);
    expect(catalogs).toBeGreaterThanOrEqual(1);
  });

  it('finds a missing message, a broken message and a changed placeholder', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'catalogs-'));
    try {
      const en = JSON.parse(fs.readFileSync(path.join(MESSAGES, 'site.en.json'), 'utf8')) as Record<string, string>;
      const fr = JSON.parse(fs.readFileSync(path.join(MESSAGES, 'site.fr.json'), 'utf8')) as Record<string, string>;
      delete fr['header.solutions'];
      fr['findRep.submit'] = '{who, select, Retailers {Rechercher des détaillants}';
      fr['footer.repText'] = 'Partout {pays}';
      fr['selector.analysis.one'] = '{nutrient} {percent, number}';
      fr['findRep.who'] = 'Qui êtes-vous?';
      fr['contact.thanksTitle'] = 'Merci !';
      fr['results.widened'] = 'Rien n’a été trouvé {radius, plural, one {« proche»} other {ailleurs}}.';
      fr['contact.lead'] = 'Voir https://example.ca/confidentialité\u00a0: nos règles.';
      fs.writeFileSync(path.join(dir, 'site.en.json'), JSON.stringify(en));
      fs.writeFileSync(path.join(dir, 'site.fr.json'), JSON.stringify(fr));
      fs.writeFileSync(path.join(dir, 'other.en.json'), JSON.stringify({ a: 'A' }));
      const { problems } = checkCatalogs(dir);
      expect(problems).toEqual(
        expect.arrayContaining([
          expect.stringContaining('"header.solutions" is missing'),
          expect.stringContaining('"findRep.submit" is not valid ICU MessageFormat'),
          expect.stringContaining('"footer.repText" has other placeholders in French, without {country}, {country, select}, with {pays}'),
          expect.stringContaining('"selector.analysis.one" has other placeholders in French, without {percent, number, ::percent .#}, with {percent, number}'),
          expect.stringContaining('other.fr.json is missing'),
          expect.stringContaining('"findRep.who": no no-break space before « ? »'),
          expect.stringContaining('"contact.thanksTitle": a plain space (not a no-break one) before'),
          expect.stringContaining('"results.widened": no no-break space after « « »'),
          expect.stringContaining('"results.widened": no no-break space before « » »'),
        ]),
      );
      // A URL's colon is no punctuation to space.
      expect(problems.filter((p) => p.includes('"contact.lead"'))).toEqual([]);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
