import { SEEDED_LEGAL_GUIDS } from '../../src/contract/documents';
import { createTestApp, TEST_DB, TestApp } from '../support/test-app';

const body = (res: unknown, cb: (e: Error | null, b: Buffer) => void) => {
  const r = res as NodeJS.ReadableStream;
  const chunks: Buffer[] = [];
  r.on('data', (c: Buffer) => chunks.push(c));
  r.on('end', () => cb(null, Buffer.concat(chunks)));
};

/** Checks a PDF's cross-reference table points at its objects (what a viewer needs to open it). */
function xrefIsValid(pdf: Buffer): boolean {
  const text = pdf.toString('latin1');
  const startxref = Number(/startxref\n(\d+)\n%%EOF\n$/.exec(text)?.[1]);
  if (!text.startsWith('%PDF-1.') || text.slice(startxref, startxref + 4) !== 'xref') return false;
  const entries = [...text.slice(startxref).matchAll(/^(\d{10}) 00000 n $/gm)].map((m) => Number(m[1]));
  return entries.length > 0 && entries.every((off, i) => text.startsWith(`${i + 1} 0 obj`, off));
}

jest.setTimeout(30_000);

describe(`demo documents and product labels (${TEST_DB})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ SEED_DEMO: 'true' });
  }, 120_000);
  afterAll(async () => {
    await t.close();
  });

  it('seeds a product-labels record per product whose label and SDS links serve valid PDFs', async () => {
    const res = await t.http.post('/api/product-labels/filter').send({ regionId: 2, length: 100 });
    expect(res.status).toBe(200);
    const items = res.body.data.items as { title: string; productLabel: { productName: string; family: string; labelDocumentGuid: string; sdsDocumentGuid: string } }[];
    const names = items.map((i) => i.productLabel.productName);
    expect(names).toEqual(expect.arrayContaining(['AGROTAIN', 'SUPERU', 'CENTURO', 'ANVOL', 'WOLF TRAX', 'WOLF TRAX Zinc DDP', 'PROTIVATE', 'NU5-LUX', '3-TRAX', 'NU-TRAX P+']));
    expect(names).not.toContain('TRIBUNE');
    const agrotain = items.find((i) => i.productLabel.productName === 'AGROTAIN')!;
    expect(agrotain.productLabel.family).toBe('nitrogen-stabilizers');
    for (const guid of [agrotain.productLabel.labelDocumentGuid, agrotain.productLabel.sdsDocumentGuid]) {
      const pdf = await t.http.get(`/doccenter/${guid}`).buffer(true).parse(body);
      expect(pdf.status).toBe(200);
      expect(pdf.headers['content-type']).toBe('application/pdf');
      expect(xrefIsValid(pdf.body as Buffer)).toBe(true);
    }
    const canada = (await t.http.post('/api/product-labels/filter').send({ regionId: 3, length: 100 })).body.data.items.map(
      (i: { productLabel: { productName: string } }) => i.productLabel.productName,
    );
    expect(canada).toEqual(expect.arrayContaining(['TRIBUNE', 'ROCKET SEEDS', 'NITAMIN', 'SYNTHOS', 'AGROTAIN']));
  });

  it('seeds the patent and modern-slavery statements behind their published GUIDs', async () => {
    const legal = (await t.http.get('/api/documents/legal')).body.data;
    expect(legal.patent).toMatchObject({ guid: SEEDED_LEGAL_GUIDS.patent, title: 'Patent Statement', kind: 'patent' });
    expect(legal.modernSlavery).toMatchObject({ guid: SEEDED_LEGAL_GUIDS.modernSlavery, title: 'Modern Slavery Statement' });
    const pdf = await t.http.get(`/doccenter/${SEEDED_LEGAL_GUIDS.modernSlavery}`).buffer(true).parse(body);
    expect(pdf.status).toBe(200);
    expect(pdf.headers['content-disposition']).toContain('filename="modern-slavery-statement.pdf"');
    expect(xrefIsValid(pdf.body as Buffer)).toBe(true);
  });
});
