import * as fs from 'node:fs';
import * as path from 'node:path';

import { APIRequestContext, expect, request, test } from '@playwright/test';

import { simplePdf } from '../../src/documents/seed/simple-pdf';
import { E2E_ADMIN, watchConsole } from './support/login';
import { OwnServer, startOwnServer } from './support/own-server';

/**
 * "M'aviser des changements" on French pages: the confirmation email is in French, and once confirmed, a
 * new revision of the label sends the French subscriber a French change notice. The server is one of
 * our own, with the demo content (the seeded French TRIBUNE label), so its outbox can be read.
 */

const NBSP = '\u00a0';
const SUBSCRIBED = `Merci. Vérifiez votre boîte de réception${NBSP}: nous vous avons envoyé un courriel contenant un lien de confirmation. Vous ne recevrez rien avant d'avoir confirmé.`;

/** One outbox message: its recipient, its subject (RFC 2047 words decoded) and its text (UTF-8). */
interface Mail {
  to: string;
  subject: string;
  text: string;
}
const utf8 = (bytes: string) => Buffer.from(bytes, 'latin1').toString('utf8');
const unQ = (s: string) => s.replace(/=([0-9A-F]{2})/gi, (_, h: string) => String.fromCharCode(parseInt(h, 16)));
const decodeWords = (s: string) =>
  s.replace(/\s*=\?utf-8\?([qb])\?([^?]*)\?=/gi, (_, enc: string, data: string) =>
    enc.toLowerCase() === 'b' ? Buffer.from(data, 'base64').toString('utf8') : utf8(unQ(data.replace(/_/g, ' '))),
  );
function parseMail(raw: string): Mail {
  const cut = raw.indexOf('\n\n');
  const head = raw.slice(0, cut).replace(/\r?\n[ \t]+/g, ' ');
  const header = (name: string) => new RegExp(`^${name}: (.*?)\\r?$`, 'mi').exec(head)?.[1] ?? '';
  const body = raw.slice(cut + 2);
  const encoding = header('Content-Transfer-Encoding').toLowerCase();
  const text = encoding === 'quoted-printable' ? utf8(unQ(body.replace(/=\r?\n/g, ''))) : encoding === 'base64' ? Buffer.from(body, 'base64').toString('utf8') : body;
  return { to: header('To'), subject: decodeWords(header('Subject')), text };
}

test.describe('French emails', () => {
  test.describe.configure({ mode: 'serial' });
  let server: OwnServer;
  let api: APIRequestContext;
  let admin: Record<string, string>;

  const mails = (): Mail[] => {
    const outbox = path.join(server.dataDir, 'outbox');
    return fs.existsSync(outbox)
      ? fs
          .readdirSync(outbox)
          .filter((f) => f.endsWith('.eml'))
          .sort()
          .map((f) => parseMail(fs.readFileSync(path.join(outbox, f), 'latin1')))
      : [];
  };
  async function mailTo(email: string, match: (m: Mail) => boolean = () => true): Promise<Mail> {
    let found: Mail | undefined;
    await expect(async () => {
      found = mails().find((m) => m.to === email && match(m));
      expect(found, `a mail to ${email}; the outbox holds: ${mails().map((m) => `${m.to} «${m.subject}»`)}`).toBeTruthy();
    }).toPass({ timeout: 15_000 });
    return found!;
  }
  /** The confirmation link of a mail, as a path on this server (mail links name the public origin). */
  const confirmPath = (mail: Mail) => /https?:\/\/[^/\s]+(\/label-notices\/confirm\/[A-Za-z0-9_-]+\?lang=fr)/.exec(mail.text)?.[1];

  test.beforeAll(async () => {
    server = await startOwnServer({ SEED_DEMO: 'true' });
    api = await request.newContext({ baseURL: server.baseURL });
    const login = await api.post('/auth/login', { data: { Username: E2E_ADMIN.email, Password: E2E_ADMIN.password } });
    admin = { authorization: `Bearer ${(await login.json()).data.token as string}` };
  });
  test.afterAll(async () => {
    await api?.dispose();
    await server?.stop();
  });

  /** The seeded French TRIBUNE label. */
  async function frenchTribuneLabel(): Promise<{ id: number; guid: string; title: string }> {
    const res = await api.post('/api/admin/documents/filter', { headers: admin, data: { search: 'TRIBUNE', kind: 'label', length: 20 } });
    expect(res.status()).toBe(200);
    const doc = ((await res.json()).data.items as { id: number; guid: string; title: string }[]).find((d) => d.title === 'TRIBUNE — Étiquette');
    expect(doc).toBeTruthy();
    return doc!;
  }

  test("M'aviser des changements on a French label page: a French confirmation, then a French change notice for a new revision", async ({ page }) => {
    const errors = watchConsole(page);
    const label = await frenchTribuneLabel();
    const email = `agronome-${Date.now()}@example.com`;

    await page.goto(`${server.baseURL}/fr/product-labels/${label.guid}`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr-CA');
    const form = page.getByRole('region', { name: "M'aviser des changements" });
    await form.getByLabel('Adresse courriel').fill(email);
    await form.getByRole('button', { name: "M'aviser" }).click();
    await expect(form.getByRole('status')).toHaveText(SUBSCRIBED);

    const confirmation = await mailTo(email);
    expect(confirmation.subject).toMatch(new RegExp(`^Veuillez confirmer${NBSP}: avis de modification pour `));
    expect(confirmation.subject).toContain('TRIBUNE — Étiquette');
    expect(confirmation.text).toContain('Quelqu’un (vous, nous l’espérons) a demandé à être avisé par courriel');
    expect(confirmation.text).toContain('Pour confirmer, ouvrez ce lien et appuyez sur Confirmer');
    expect(confirmation.text).not.toMatch(/To confirm|Please confirm|Unsubscribe/);

    // The link opens a French page; its button confirms.
    const link = confirmPath(confirmation);
    expect(link).toBeTruthy();
    await page.goto(`${server.baseURL}${link}`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr-CA');
    await expect(page.getByRole('heading', { name: 'Confirmez votre abonnement' })).toBeVisible();
    await page.getByRole('button', { name: 'Confirmer' }).click();
    await expect(page.getByRole('heading', { name: 'Abonnement confirmé' })).toBeVisible();

    // A new revision of the label, through the admin API.
    const revised = await api.post(`/api/admin/documents/edit/${label.id}`, {
      headers: admin,
      multipart: {
        title: label.title,
        kind: 'label',
        regionIds: '3',
        products: 'TRIBUNE',
        revisionDate: '2026-02-03',
        whatChanged: 'Nouvelle dose recommandée pour le canola.',
        file: { name: 'tribune-etiquette.pdf', mimeType: 'application/pdf', buffer: simplePdf(label.title, [{ text: 'TRIBUNE, deuxième édition.' }]) },
      },
    });
    expect(revised.status()).toBe(200);

    const notice = await mailTo(email, (m) => m.text.includes('Nouvelle dose recommandée pour le canola.'));
    expect(notice.subject).toBe(`TRIBUNE — Étiquette${NBSP}: nouvelle révision du 3 février 2026`);
    expect(notice.text).toContain(`Une nouvelle révision de «${NBSP}TRIBUNE — Étiquette${NBSP}» a été publiée.`);
    expect(notice.text).toContain(`Date de révision${NBSP}: 3 février 2026`);
    expect(notice.text).toContain(`Ce qui a changé${NBSP}: Nouvelle dose recommandée pour le canola.`);
    expect(notice.text).toContain(`/fr/product-labels/${label.guid}`);
    expect(notice.text).not.toMatch(/A new revision|Revision date|What changed|Unsubscribe/);
    expect(errors).toEqual([]);
  });

  test("M'aviser des changements on a French Canada product page sends a French confirmation", async ({ page }) => {
    const errors = watchConsole(page);
    const email = `producteur-${Date.now()}@example.com`;
    await page.goto(`${server.baseURL}/fr/tribune-ca`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr-CA');
    const form = page.getByRole('region', { name: "M'aviser des changements" });
    await form.getByLabel('Adresse courriel').fill(email);
    await form.getByRole('button', { name: "M'aviser" }).click();
    await expect(form.getByRole('status')).toHaveText(SUBSCRIBED);

    const confirmation = await mailTo(email);
    expect(confirmation.subject).toMatch(new RegExp(`^Veuillez confirmer${NBSP}: avis de modification pour .*TRIBUNE`));
    expect(confirmation.text).toContain('Pour confirmer, ouvrez ce lien et appuyez sur Confirmer');
    expect(confirmation.text).not.toMatch(/To confirm|Please confirm/);
    expect(confirmPath(confirmation)).toBeTruthy();
    expect(errors).toEqual([]);
  });
});
