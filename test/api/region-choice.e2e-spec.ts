import { CHOOSE_REGION_PATH } from '../../src/contract/site';
import { createTestApp, TEST_DB, TestApp } from '../support/test-app';

jest.setTimeout(60_000);

/** The region selector's form when the page's script has not run: the choice is kept in the cookie and the answer goes to that home. */
describe(`region chosen without script (${TEST_DB})`, () => {
  describe('one host', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp();
    });
    afterAll(async () => {
      await t.close();
    });

    it('keeps the choice in the region cookie and answers 303 to that region’s home, never cached', async () => {
      for (const [region, home] of [
        [2, '/'],
        [3, '/home-ca'],
        [4, '/home-int'],
      ] as const) {
        const res = await t.http.get(`${CHOOSE_REGION_PATH}?region=${region}`);
        expect(res.status).toBe(303);
        expect(res.headers.location).toBe(home);
        expect(res.headers['set-cookie']?.[0]).toMatch(new RegExp(`^region=${region}; Path=/; Max-Age=31536000; SameSite=Lax`));
        expect(res.headers['cache-control']).toMatch(/no-store/);
      }
    });

    it('Canada chosen on a French page goes to the French Canada home; the other regions have no French home', async () => {
      expect((await t.http.get(`${CHOOSE_REGION_PATH}?region=3&lang=fr`)).headers.location).toBe('/fr/home-ca');
      expect((await t.http.get(`${CHOOSE_REGION_PATH}?region=2&lang=fr`)).headers.location).toBe('/');
    });

    it('refuses an unknown region or language with 400 and sets no cookie', async () => {
      for (const q of ['', '?region=5', '?region=CA', '?region=3&lang=de']) {
        const res = await t.http.get(`${CHOOSE_REGION_PATH}${q}`);
        expect(res.status).toBe(400);
        expect(res.headers['set-cookie']).toBeUndefined();
      }
    });

    it('the region chosen renders the next page with it, as when the script keeps it', async () => {
      const cookie = (await t.http.get(`${CHOOSE_REGION_PATH}?region=3`)).headers['set-cookie'][0].split(';')[0];
      const page = await t.http.get('/home-ca').set('cookie', cookie);
      expect(page.status).toBe(200);
      expect(page.text).toContain('lang="en-CA"');
    });
  });

  describe('two hosts', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp({ PUBLIC_URL_US: 'https://www.example-ag.com', PUBLIC_URL_CA: 'https://www.example-ag.ca' });
    });
    afterAll(async () => {
      await t.close();
    });

    it('goes to the other region’s host, and the Content-Security-Policy lets the form follow it there', async () => {
      const res = await t.http.get(`${CHOOSE_REGION_PATH}?region=3`).set('host', 'www.example-ag.com');
      expect(res.status).toBe(303);
      expect(res.headers.location).toBe('https://www.example-ag.ca/');
      expect((await t.http.get(`${CHOOSE_REGION_PATH}?region=3&lang=fr`).set('host', 'www.example-ag.com')).headers.location).toBe('https://www.example-ag.ca/fr/home-ca');
      expect((await t.http.get(`${CHOOSE_REGION_PATH}?region=2`).set('host', 'www.example-ag.ca')).headers.location).toBe('https://www.example-ag.com/');
      const csp = (await t.http.get('/about')).headers['content-security-policy'];
      expect(csp).toMatch(/form-action 'self' https:\/\/www\.example-ag\.com https:\/\/www\.example-ag\.ca/);
    });
  });
});
