import { IntlMessageFormat } from 'intl-messageformat';

import { CA_PROVINCES, FIND_REP_VALIDATION_MESSAGE, US_STATES } from '../contract/directory';
import { CONTACT_MESSAGES, CONTACT_REGIONS, CONTACT_ROLES, CONTACT_THANK_YOU, validateContactFields } from '../contract/forms';
import { formMessages, FORMS_CATALOGS } from '../contract/i18n/form-messages';
import { longDate } from '../contract/i18n/long-date';
import emailEn from '../contract/i18n/messages/email.en.json';
import emailFr from '../contract/i18n/messages/email.fr.json';
import { LABEL_MESSAGES, LABEL_NOTICE_PAGES } from '../contract/labels';
import { MSG_BAD_POSTAL, MSG_BAD_ZIP, MSG_ENTER_CODE, msgUnknownPostal, msgUnknownZip } from '../directory/geo';
import { frequentServerText, serverText } from './server-messages';

const CATALOGS = { forms: FORMS_CATALOGS, email: { en: emailEn, fr: emailFr } as Record<'en' | 'fr', Record<string, string>> };

/** The argument names a message uses (top level and inside plural/select branches). */
function argumentsOf(message: string, locale: string): string[] {
  const names = new Set<string>();
  const walk = (nodes: unknown[]) => {
    for (const n of nodes as { type: number; value?: string; options?: Record<string, { value: unknown[] }> }[]) {
      if (n.type !== 0 && n.value) names.add(n.value);
      for (const o of Object.values(n.options ?? {})) walk(o.value);
    }
  };
  walk(new IntlMessageFormat(message, locale).getAst());
  return [...names].sort();
}

describe('message catalogs (forms, email)', () => {
  it.each(Object.entries(CATALOGS))('%s: the same ids in English and French, each valid ICU with the same arguments', (_, c) => {
    expect(Object.keys(c.fr).sort()).toEqual(Object.keys(c.en).sort());
    for (const id of Object.keys(c.en)) {
      expect(c.fr[id as keyof typeof c.fr]).toBeTruthy();
      expect([id, argumentsOf(c.fr[id as keyof typeof c.fr], 'fr-CA')]).toEqual([id, argumentsOf(c.en[id as keyof typeof c.en], 'en-CA')]);
    }
  });

  it('form messages handed out as text have no arguments: each formats to itself', () => {
    for (const locale of ['en', 'fr'] as const) {
      for (const [id, text] of Object.entries(FORMS_CATALOGS[locale])) {
        if (id.startsWith('forms.postal.') || id.startsWith('forms.hours.')) continue;
        expect([id, new IntlMessageFormat(text, locale).format()]).toEqual([id, text]);
      }
    }
  });

  it('a forms message formatted often reads the same as through serverText', () => {
    for (const locale of ['en', 'fr'] as const) {
      for (const [id, text] of Object.entries(FORMS_CATALOGS[locale])) {
        const values = Object.fromEntries(argumentsOf(text, locale).map((name) => [name, `<${name}>`]));
        const formsId = id as keyof typeof FORMS_CATALOGS.en;
        expect([id, frequentServerText(locale, formsId, values)]).toEqual([id, serverText(locale, formsId, values)]);
      }
    }
  });

  it("English keeps the spec's texts exactly", () => {
    const en = formMessages('en');
    expect(en.contact).toMatchObject(CONTACT_MESSAGES);
    expect(en.contact.thankYou).toBe(CONTACT_THANK_YOU);
    expect(Object.keys(en.regions)).toEqual([...CONTACT_REGIONS]);
    expect(Object.values(en.regions)).toEqual([...CONTACT_REGIONS]);
    expect(Object.values(en.roles)).toEqual([...CONTACT_ROLES]);
    expect(en.states).toEqual({ ...US_STATES, ...CA_PROVINCES });
    expect(en.findRep.required).toBe(FIND_REP_VALIDATION_MESSAGE);
    expect(en.notify).toEqual({
      subscribed: LABEL_MESSAGES.subscribed,
      emailInvalid: LABEL_MESSAGES.emailInvalid,
      chooseTarget: LABEL_MESSAGES.chooseTarget,
      rateLimited: LABEL_MESSAGES.rateLimited,
      unknownProduct: LABEL_MESSAGES.unknownProduct,
      unknownDocument: LABEL_MESSAGES.unknownDocument,
      tooManyTargets: LABEL_MESSAGES.tooManyTargets,
    });
    expect(validateContactFields({}, en.contact)).toEqual(validateContactFields({}));
    expect(serverText('en', 'forms.postal.enterCode')).toBe(MSG_ENTER_CODE);
    expect(serverText('en', 'forms.postal.badZip')).toBe(MSG_BAD_ZIP);
    expect(serverText('en', 'forms.postal.badPostal')).toBe(MSG_BAD_POSTAL);
    expect(serverText('en', 'forms.postal.unknownZip', { zip: '00000' })).toBe(msgUnknownZip('00000'));
    expect(serverText('en', 'forms.postal.unknownPostal', { code: 'X0X 0X0' })).toBe(msgUnknownPostal('X0X 0X0'));
    for (const [key, text] of Object.entries(LABEL_NOTICE_PAGES)) expect(serverText('en', `email.page.${key}` as keyof typeof emailEn)).toBe(text);
  });

  it('French: the issue’s texts, provinces and Canadian typography', () => {
    const fr = formMessages('fr');
    expect(Object.values(validateContactFields({}, fr.contact))).toEqual(['Le nom est requis.', "L'adresse courriel est requise.", 'La région est requise.', 'Le rôle est requis.']);
    expect(validateContactFields({ name: 'n', email: 'nope', region: 'r', role: 'r' }, fr.contact).email).toBe('Veuillez entrer une adresse courriel valide.');
    expect(fr.findRep.required).toBe('Veuillez choisir une valeur et entrer un code postal');
    expect(fr.states).toMatchObject({ QC: 'Québec', BC: 'Colombie-Britannique', PE: 'Île-du-Prince-Édouard', NS: 'Nouvelle-Écosse' });
    // A space before : ; ? ! or inside « » is a no-break space (U+00A0), never an ordinary one.
    for (const c of Object.values(CATALOGS)) for (const text of Object.values(c.fr)) expect(text).not.toMatch(/ [:;?!»]|« /);
    // Unknown languages fall back to English.
    expect(formMessages('de')).toBe(formMessages('en'));
  });

  it('French emails write calendar days out in Canadian French', () => {
    expect(serverText('fr', 'email.notice.revisionDate', { revisionDate: longDate('2026-11-26', 'fr') })).toBe('Date de révision\u00a0: 26 novembre 2026');
    expect(serverText('fr', 'email.notice.effectiveDate', { effectiveDate: longDate('2026-12-01', 'fr') })).toBe('Date d’entrée en vigueur\u00a0: 1er décembre 2026');
    expect(serverText('en', 'email.notice.revisionDate', { revisionDate: '2026-11-26' })).toBe('Revision date: 2026-11-26');
    expect(serverText('en', 'email.staff.language', { language: serverText('en', 'email.language.fr') })).toBe('Language: French');
  });
});
