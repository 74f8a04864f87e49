import * as fs from 'node:fs';
import * as path from 'node:path';

import { DataSource } from 'typeorm';

import { CA_PROVINCES } from '../../src/contract/directory';
import { CONTACT_MESSAGES, CONTACT_THANK_YOU } from '../../src/contract/forms';
import { LabelNoticesService } from '../../src/documents/labels/label-notices.service';
import { ChangeNoticeEntity, LabelSubscriberEntity } from '../../src/documents/labels/labels.entity';
import { PdfTextService } from '../../src/documents/labels/pdf-text.service';
import { simplePdf } from '../../src/documents/seed/simple-pdf';
import { FormSubmissionEntity } from '../../src/forms/forms.entities';
import { adminToken } from '../support/auth';
import { createTestApp, TEST_DB, TestApp } from '../support/test-app';

jest.setTimeout(90_000);

const NBSP = '\u00a0';
const ORIGIN_US = 'https://www.example.com';
const ORIGIN_CA = 'https://ca.example.com';
const STAFF = 'staff@example.com';

/** One outbox message, decoded: headers (RFC 2047 words), and the body (quoted-printable or base64, UTF-8). */
interface Mail {
  to: string;
  subject: string;
  text: string;
  raw: string;
}
function decodeWords(s: string): string {
  return s.replace(/\s*=\?utf-8\?([qb])\?([^?]*)\?=/gi, (_, enc: string, data: string) =>
    enc.toLowerCase() === 'b'
      ? Buffer.from(data, 'base64').toString('utf8')
      : Buffer.from(
          data.replace(/_/g, ' ').replace(/=([0-9A-F]{2})/gi, (__, h: string) => String.fromCharCode(parseInt(h, 16))),
          'latin1',
        ).toString('utf8'),
  );
}
function parseMail(raw: string): Mail {
  const cut = raw.indexOf('\n\n');
  const head = raw.slice(0, cut).replace(/\n[ \t]+/g, ' ');
  const header = (name: string) => new RegExp(`^${name}: (.*)$`, 'mi').exec(head)?.[1] ?? '';
  let body = raw.slice(cut + 2);
  const encoding = header('Content-Transfer-Encoding').toLowerCase();
  if (encoding === 'quoted-printable')
    body = Buffer.from(
      body.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/gi, (_, h: string) => String.fromCharCode(parseInt(h, 16))),
      'latin1',
    ).toString('utf8');
  else if (encoding === 'base64') body = Buffer.from(body, 'base64').toString('utf8');
  return { to: header('To'), subject: decodeWords(header('Subject')), text: body, raw };
}

describe(`French forms, provinces and emails (${TEST_DB})`, () => {
  let t: TestApp;
  let token: string;
  const outbox = () => path.join(t.dataDir, 'outbox');
  const mails = (): Mail[] =>
    fs.existsSync(outbox())
      ? fs
          .readdirSync(outbox())
          .sort()
          .map((f) => parseMail(fs.readFileSync(path.join(outbox(), f), 'utf8')))
      : [];
  const mailsTo = (email: string) => mails().filter((m) => m.to === email);
  async function waitForMail(match: (m: Mail) => boolean, timeoutMs = 10_000): Promise<Mail> {
    const end = Date.now() + timeoutMs;
    for (;;) {
      const found = mails().find(match);
      if (found) return found;
      if (Date.now() > end)
        throw new Error(
          `no such mail; the outbox holds: ${mails()
            .map((m) => `${m.to} «${m.subject}»`)
            .join(', ')}`,
        );
      await new Promise((r) => setTimeout(r, 50));
    }
  }
  const settle = async () => {
    await t.app.get(PdfTextService).idle();
    await t.app.get(LabelNoticesService).idle();
  };
  const upload = (url: string, fields: Record<string, string>, pdfText: string) => {
    const req = t.http.post(url).set('authorization', `Bearer ${token}`);
    for (const [k, v] of Object.entries(fields)) req.field(k, v);
    return req.attach('file', simplePdf(fields.title, [{ text: pdfText }]), { filename: 'label.pdf', contentType: 'application/pdf' });
  };
  const contact = (body: Record<string, unknown>) => t.http.post('/api/forms/add').send(body);
  const valid = (more: Record<string, unknown> = {}) => ({
    name: 'Geneviève Tremblay',
    email: 'genevieve@example.com',
    phone: '',
    data: JSON.stringify({ region: 'Canada', role: 'Grower', state: 'QC', zipcode: 'J2S 7B8', message: 'Bonjour, je cherche un détaillant près de Saint-Hyacinthe.' }),
    ...more,
  });

  beforeAll(async () => {
    t = await createTestApp({ PUBLIC_URL_US: ORIGIN_US, PUBLIC_URL_CA: ORIGIN_CA, FORMS_NOTIFY_DEFAULT: STAFF });
    token = await adminToken(t);
  });
  afterAll(async () => {
    await t?.close();
  });

  describe('the contact and rep-request form', () => {
    it('answers an empty French send with the French messages, and an English or unmarked one with the spec’s words', async () => {
      const empty = { data: JSON.stringify({ region: '', role: '' }) };
      const fr = await contact({ ...empty, locale: 'fr' });
      expect(fr.status).toBe(400);
      expect(fr.body).toEqual({
        success: false,
        message: 'Le nom est requis.',
        errors: { name: 'Le nom est requis.', email: "L'adresse courriel est requise.", region: 'La région est requise.', role: 'Le rôle est requis.' },
      });
      const badEmail = await contact({ ...valid(), email: 'pas-une-adresse', locale: 'fr' });
      expect(badEmail.body.errors).toEqual({ email: 'Veuillez entrer une adresse courriel valide.' });

      for (const locale of [undefined, 'en']) {
        const en = await contact({ ...empty, ...(locale ? { locale } : {}) });
        expect(en.status).toBe(400);
        expect(en.body.errors).toEqual({
          name: CONTACT_MESSAGES.nameRequired,
          email: CONTACT_MESSAGES.emailRequired,
          region: CONTACT_MESSAGES.regionRequired,
          role: CONTACT_MESSAGES.roleRequired,
        });
        expect((await contact({ ...valid(), email: 'nope', ...(locale ? { locale } : {}) })).body.errors).toEqual({ email: 'Please enter a valid email address.' });
      }
      // Checks made by the validation pipe answer in the request's language too.
      const long = await contact({ ...valid(), name: 'x'.repeat(201), locale: 'fr' });
      expect(long.body.errors.name).toBe('Le nom est trop long (200 caractères au plus).');
    });

    it('refuses a language other than en or fr', async () => {
      const res = await contact({ ...valid(), locale: 'de' });
      expect(res.status).toBe(400);
      expect(res.body.errors).toEqual({ locale: 'Locale must be en or fr.' });
    });

    it('stores a French submission with its locale, thanks in French, and tells staff in English which language the visitor used', async () => {
      const res = await contact(valid({ locale: 'fr' }));
      expect(res.status).toBe(200);
      expect(res.body.message).toBe('Merci de nous avoir écrit. Notre équipe examine votre demande et vous mettra en contact avec la bonne personne.');
      const id = res.body.data.id as number;
      const row = await t.app.get(DataSource).getRepository(FormSubmissionEntity).findOneByOrFail({ id });
      expect(row.locale).toBe('fr');
      const item = await t.http.get(`/api/admin/forms/get/${id}`).set('authorization', `Bearer ${token}`);
      expect(item.body.data).toMatchObject({ id, locale: 'fr' });

      const staff = await waitForMail((m) => m.to === STAFF && m.text.includes(`Submission #${id}.`));
      expect(staff.subject).toBe('Contact request: Geneviève Tremblay (Canada, Grower)');
      expect(staff.text).toContain('A new contact request arrived through the');
      expect(staff.text).toMatch(/^Language: French$/m);
      expect(staff.text).toContain('Bonjour, je cherche un détaillant près de Saint-Hyacinthe.');

      // An English request (locale left out) is stored as English, thanked and reported as today.
      const en = await contact(valid({ type: 1 }));
      expect(en.body.message).toBe(CONTACT_THANK_YOU);
      expect((await t.app.get(DataSource).getRepository(FormSubmissionEntity).findOneByOrFail({ id: en.body.data.id })).locale).toBe('en');
      const enMail = await waitForMail((m) => m.to === STAFF && m.text.includes(`Submission #${en.body.data.id}.`));
      expect(enMail.text).toMatch(/^Language: English$/m);
    });

    it('keeps the language of a form posted without script: its locale field, or a /fr address', async () => {
      const form = (url: string, fields: Record<string, string>) =>
        t.http
          .post(url)

          .type('form')
          .send({ name: 'Luc Gagnon', email: `luc-${url.length}-${Object.keys(fields).length}@example.com`, region: 'Canada', role: 'Vendor', ...fields });
      const repo = t.app.get(DataSource).getRepository(FormSubmissionEntity);
      expect((await form('/contact-ca', { locale: 'fr' })).status).toBe(303);
      expect((await repo.findOneByOrFail({ email: 'luc-11-1@example.com' })).locale).toBe('fr');
      expect((await form('/fr/contact-ca', {})).status).toBe(303);
      expect((await repo.findOneByOrFail({ email: 'luc-14-0@example.com' })).locale).toBe('fr');
      expect((await form('/contact-ca', {})).status).toBe(303);
      expect((await repo.findOneByOrFail({ email: 'luc-11-0@example.com' })).locale).toBe('en');
    });
  });

  describe('provinces and Find a Rep', () => {
    it('lists the provinces in French with ?locale=fr, and exactly as before without it', async () => {
      const fr = await t.http.get('/api/states/get-all/3?locale=fr');
      expect(fr.status).toBe(200);
      const names = fr.body.data.map((s: { name: string }) => s.name);
      expect(names).toEqual(expect.arrayContaining(['Québec', 'Colombie-Britannique', 'Île-du-Prince-Édouard', 'Terre-Neuve-et-Labrador', 'Nouvelle-Écosse']));
      expect(names).not.toContain('Quebec');
      // In French alphabetical order (Î sorts with I).
      expect(names).toEqual([...names].sort((a: string, b: string) => a.localeCompare(b, 'fr-CA')));

      const en = await t.http.get('/api/states/get-all/3');
      const expected = Object.entries(CA_PROVINCES)
        .sort((a, b) => (a[1] < b[1] ? -1 : 1))
        .map(([code, name]) => ({ code, name }));
      expect(en.body.data.map(({ code, name }: { code: string; name: string }) => ({ code, name }))).toEqual(expected);
      expect(en.text).toBe(JSON.stringify({ success: true, data: en.body.data }));
      expect(en.text).not.toContain('Québec');
      // The same provinces by id and code, only named differently.
      const byId = (list: { id: number; code: string }[]) => list.map((s) => `${s.id}:${s.code}`).sort();
      expect(byId(fr.body.data)).toEqual(byId(en.body.data));

      expect((await t.http.get('/api/states/get-all/2?locale=fr')).body.data.map((s: { name: string }) => s.name)).toContain('Caroline du Nord');
      expect((await t.http.get('/api/states/get-all/3?locale=xx')).status).toBe(400);
    });

    it('validates the search in French for a French request', async () => {
      const search = (body: Record<string, unknown>) => t.http.post('/api/directory/search').send(body);
      const empty = await search({ label: 'Retailers', zip: '', regionId: 3, locale: 'fr' });
      expect(empty.status).toBe(400);
      expect(empty.body.message).toBe('Veuillez choisir une valeur et entrer un code postal');
      expect((await search({ zip: 'H2X 1Y4', regionId: 3, locale: 'fr' })).body.message).toBe('Veuillez choisir une valeur et entrer un code postal');
      expect((await search({ label: 'Retailers', zip: '', regionId: 3 })).body.message).toBe('Please select a value and enter Zipcode');
      const bad = await search({ label: 'Reps', zip: 'H2X 1Y', regionId: 3, locale: 'fr' });
      expect(bad.status).toBe(400);
      expect(bad.body.message).toBe(`Veuillez entrer un code postal canadien, par exemple H2X${NBSP}1Y4.`);
      expect((await search({ label: 'Reps', zip: 'H2X 1Y', regionId: 3 })).body.message).toBe('Please enter a Canadian postal code, for example M5V 3L9.');
    });
  });

  describe('"M\'aviser des changements"', () => {
    let guid: string;
    let docId: number;

    beforeAll(async () => {
      const doc = await upload(
        '/api/admin/documents/add',
        {
          title: 'TRIBUNE Étiquette bilingue',
          kind: 'label',
          regionIds: '3',
          language: 'fr',
          products: 'TRIBUNE',
          registrations: 'Canada Fertilizers Act: 2019012A',
          revisionDate: '2025-04-01',
          whatChanged: 'Première édition.',
        },
        'Étiquette bilingue TRIBUNE / TRIBUNE bilingual label.',
      );
      expect(doc.status).toBe(201);
      guid = doc.body.data.guid;
      docId = doc.body.data.id;
      await settle();
    });

    it('answers and confirms in French: the answer, the confirmation email, its link pages; the subscriber keeps French', async () => {
      const refused = await t.http.post('/api/labels/subscribe').send({ email: 'nope', documents: [guid], locale: 'fr' });
      expect(refused.status).toBe(400);
      expect(refused.body.message).toBe('Veuillez entrer une adresse courriel valide.');
      expect((await t.http.post('/api/labels/subscribe').send({ email: 'x@example.com', locale: 'fr' })).body.message).toBe('Choisissez au moins un produit ou un document.');

      const res = await t.http.post('/api/labels/subscribe').send({ email: 'agronome@example.com', documents: [guid], locale: 'fr' });
      expect(res.status).toBe(200);
      expect(res.body.message).toBe(
        `Merci. Vérifiez votre boîte de réception${NBSP}: nous vous avons envoyé un courriel contenant un lien de confirmation. Vous ne recevrez rien avant d'avoir confirmé.`,
      );
      const mail = await waitForMail((m) => m.to === 'agronome@example.com');
      expect(mail.subject).toBe(`Veuillez confirmer${NBSP}: avis de modification pour TRIBUNE Étiquette bilingue`);
      expect(mail.text).toContain('Quelqu’un (vous, nous l’espérons) a demandé à être avisé par courriel');
      expect(mail.text).toContain('  - TRIBUNE Étiquette bilingue');
      expect(mail.text).toContain('Pour confirmer, ouvrez ce lien et appuyez sur Confirmer');
      expect(mail.text).not.toMatch(/To confirm|Unsubscribe from every notice/);
      expect(mail.raw).toMatch(/^List-Unsubscribe:\s+<https:\/\/ca\.example\.com\/label-notices\/unsubscribe\/[A-Za-z0-9_-]+\?lang=fr>$/m);
      const subscriber = await t.app.get(DataSource).getRepository(LabelSubscriberEntity).findOneByOrFail({ email: 'agronome@example.com' });
      expect(subscriber.locale).toBe('fr');

      // The link (Canada origin, French) opens a French page whose button confirms in French.
      const link = new RegExp(`${ORIGIN_CA.replace(/\./g, '\\.')}(/label-notices/confirm/[A-Za-z0-9_-]+\\?lang=fr)`).exec(mail.text)![1];
      const page = await t.http.get(link);
      expect(page.status).toBe(200);
      expect(page.text).toContain('<html lang="fr-CA">');
      expect(page.text).toContain('<h1>Confirmez votre abonnement</h1>');
      expect(page.text).toContain(`<form method="post" action="${link}"><button type="submit">Confirmer</button></form>`);
      expect(page.text).toContain('<a href="/fr/product-labels">');
      const confirmed = await t.http.post(link).type('form').send('');
      expect(confirmed.status).toBe(200);
      expect(confirmed.text).toContain('Abonnement confirmé');

      // An English subscriber to the same document, as before.
      await t.http
        .post('/api/labels/subscribe')
        .send({ email: 'grower@example.com', documents: [guid] })
        .expect(200);
      const english = await waitForMail((m) => m.to === 'grower@example.com');
      expect(english.subject).toBe('Please confirm: change notices for TRIBUNE Étiquette bilingue');
      expect(english.text).toContain('To confirm, open this link and press Confirm (it works for 7 days): https://www.example.com/label-notices/confirm/');
      const englishLink = /https:\/\/www\.example\.com(\/label-notices\/confirm\/[A-Za-z0-9_-]+)\s/.exec(english.text)![1];
      await t.http.post(englishLink).type('form').send('').expect(200);
    });

    it('a new revision mails the French subscriber a French change notice and the English one an English notice', async () => {
      const revised = await upload(
        `/api/admin/documents/edit/${docId}`,
        {
          title: 'TRIBUNE Étiquette bilingue',
          kind: 'label',
          regionIds: '3',
          products: 'TRIBUNE',
          revisionDate: '2025-11-02',
          effectiveDate: '2025-12-01',
          whatChanged: 'Nouvelle dose pour le canola.',
        },
        'Deuxième édition.',
      );
      expect(revised.status).toBe(200);
      await settle();
      const fr = await waitForMail((m) => m.to === 'agronome@example.com' && m.text.includes('Nouvelle dose pour le canola.'));
      expect(fr.subject).toBe(`TRIBUNE Étiquette bilingue${NBSP}: nouvelle révision du 2 novembre 2025`);
      expect(fr.text).toContain(`Une nouvelle révision de «${NBSP}TRIBUNE Étiquette bilingue${NBSP}» a été publiée.`);
      expect(fr.text).toContain(`Date de révision${NBSP}: 2 novembre 2025`);
      // French writes the first of the month as an ordinal, as the site's pages do.
      expect(fr.text).toContain(`Date d’entrée en vigueur${NBSP}: 1er décembre 2025`);
      expect(fr.text).toContain(`Ce qui a changé${NBSP}: Nouvelle dose pour le canola.`);
      expect(fr.text).toContain(`${ORIGIN_CA}/fr/product-labels/${guid}`);
      expect(fr.text).toContain(`${ORIGIN_CA}/doccenter/${guid}`);
      expect(fr.text).not.toMatch(/A new revision|Revision date|What changed/);

      const en = await waitForMail((m) => m.to === 'grower@example.com' && m.text.includes('Nouvelle dose pour le canola.'));
      expect(en.subject).toBe('TRIBUNE Étiquette bilingue: new revision of 2025-11-02');
      expect(en.text).toContain('Revision date: 2025-11-02');
      expect(en.text).toContain(`${ORIGIN_US}/product-labels/${guid}`);

      const notices = await t.app.get(DataSource).getRepository(ChangeNoticeEntity).findBy({ documentGuid: guid });
      expect(Object.fromEntries(notices.map((n) => [n.email, n.locale]))).toEqual({ 'agronome@example.com': 'fr', 'grower@example.com': 'en' });
      expect(mailsTo('agronome@example.com')).toHaveLength(2);
    });
  });

  describe('seeded French content', () => {
    let seeded: TestApp;
    beforeAll(async () => {
      seeded = await createTestApp({ SEED_DEMO: 'true' });
    }, 180_000);
    afterAll(async () => {
      await seeded?.close();
    });

    const CANADA_PRODUCTS = [
      'anvol-ca',
      'superu-ca',
      'tribune-ca',
      'agrotain-ca',
      'protivate-ca',
      'wolf-trax-ca',
      'centuro-ca',
      'rocket-seeds-ca',
      'nitamin-ca',
      'synthos-ca',
      'dual-purpose-ca',
    ];
    const bySlug = (kind: string, slug: string, locale?: 'fr') => seeded.http.get(`/api/${kind}/get-by-slug/${slug}`).query({ region: 3, ...(locale ? { locale } : {}) });

    /** The French item at `frenchSlug` is published, French, and the translation of the English Canada item at `englishSlug`. */
    async function expectTranslation(kind: string, englishSlug: string, frenchSlug: string): Promise<Record<string, unknown>> {
      const en = await bySlug(kind, englishSlug);
      expect([kind, englishSlug, en.status]).toEqual([kind, englishSlug, 200]);
      const fr = await bySlug(kind, frenchSlug, 'fr');
      expect([kind, frenchSlug, fr.status]).toEqual([kind, frenchSlug, 200]);
      expect(fr.body.data).toMatchObject({ locale: 'fr', translationOf: en.body.data.baseId, status: 'published' });
      expect(fr.body.data.title).not.toBe(en.body.data.title);
      const admin = await seeded.http.get(`/api/admin/${kind}/get/${fr.body.data.baseId}`).set('authorization', `Bearer ${await adminToken(seeded)}`);
      expect(admin.body.data.translation).toMatchObject({ sourceBaseId: en.body.data.baseId, outdated: false });
      return fr.body.data;
    }
    /** Every text of an item, for the language checks. */
    const texts = (item: unknown): string => JSON.stringify(item);

    it('has a French version of each of the eleven Canada product pages, of About and of the Canada campaign page', async () => {
      const all: string[] = [];
      for (const slug of CANADA_PRODUCTS) all.push(texts(await expectTranslation('products', slug, slug)));
      expect(texts(await expectTranslation('pages', 'about', 'about'))).toContain('À propos de nous');
      expect(texts(await expectTranslation('pages', 'thats-farming', 'thats-farming'))).toContain('C’est ça, l’agriculture');
      const tribune = JSON.parse(all[2]);
      expect(tribune.product.tagline).toBe('La protection contre l’uréase pour l’urée et l’UAN au Canada.');
      const wolfTrax = JSON.parse(all[5]);
      expect(wolfTrax.product.guaranteedAnalysis).toContainEqual({ nutrient: 'Zinc', percent: `62${NBSP}%` });
      expect(all.join(' ')).toMatch(/détaillant/);
      expect(all.join(' ')).toMatch(/engrais/);
    });

    it('has French knowledge items and press releases, each translating a Canadian English one, in Canadian French', async () => {
      const items = [
        await expectTranslation('knowledge-center', 'protecting-nitrogen-on-the-prairies', 'proteger-azote-prairies'),
        await expectTranslation('knowledge-center', 'seed-treatments-and-early-vigor', 'traitements-semences-vigueur'),
        await expectTranslation('knowledge-center', 'canadian-canola-nutrient-uptake-study', 'etude-absorption-canola'),
        await expectTranslation('knowledge-center', 'nitrification-inhibitors-and-nitrate-leaching', 'inhibiteurs-nitrification-lessivage'),
        await expectTranslation('press-releases', 'seed-enhancer-brand-unites-under-the-protivate-name', 'traitements-semences-marque-protivate'),
        await expectTranslation('press-releases', 'agronomy-team-adds-field-specialists-across-the-prairies', 'nouveaux-specialistes-prairies'),
      ];
      const all = items.map(texts).join(' ');
      for (const word of ['courriel', 'code postal', 'détaillant', 'engrais']) expect(all).toContain(word);
      // French spacing: no ordinary space before a colon, question mark or percent sign.
      expect(all).not.toMatch(/ [:;?!%]/);
      expect(all).toContain(`${NBSP}?`);
      // The French list of Canada's knowledge items holds them; the English list does not.
      const list = async (locale?: 'fr') =>
        (await seeded.http.post('/api/knowledge-center/filter').send({ regionId: 3, length: 100, ...(locale ? { locale } : {}) })).body.data.items.map((i: { slug: string }) => i.slug);
      expect(await list('fr')).toEqual(expect.arrayContaining(['proteger-azote-prairies', 'etude-absorption-canola']));
      expect(await list()).not.toContain('proteger-azote-prairies');
    });

    it('seeds French labels and safety data sheets for Canadian products, as language versions of the English ones', async () => {
      const res = await seeded.http.get('/api/labels/search').query({ region: '3', lang: 'fr' });
      expect(res.status).toBe(200);
      const docs: { guid: string; title: string; type: string; language: string }[] = res.body.data.families.flatMap((f: { products: { documents: unknown[] }[] }) =>
        f.products.flatMap((p) => p.documents),
      );
      const titles = docs.map((d) => d.title);
      expect(titles).toEqual(expect.arrayContaining(['TRIBUNE — Étiquette', 'TRIBUNE — Fiche de données de sécurité', 'ANVOL — Étiquette', 'AGROTAIN — Fiche de données de sécurité']));
      expect(docs.every((d) => d.language === 'fr')).toBe(true);
      const sds = docs.find((d) => d.title === 'TRIBUNE — Fiche de données de sécurité')!;
      const view = await seeded.http.get(`/api/labels/documents/${sds.guid}`);
      expect(view.body.data.languageVersions).toContainEqual(expect.objectContaining({ title: 'TRIBUNE SDS', language: 'en' }));
    });
  });
});
