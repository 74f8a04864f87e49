import { fileKind, groupLabels, LabelRow, toLabelRow } from './product-labels';

const row = (productName: string, family: LabelRow['family'], sortOrder = 0): LabelRow => ({ baseId: sortOrder + productName.length, productName, family, sortOrder, labelGuid: 'g', sdsGuid: null, supplemental: [] });

describe('/product-labels grouping', () => {
  const rows = [row('PROTIVATE', 'seed-enhancer', 10), row('WOLF TRAX Zinc DDP', 'micronutrients', 20), row('SUPERU', 'nitrogen-stabilizers', 20), row('AGROTAIN', 'nitrogen-stabilizers', 10), row('3-TRAX', 'micronutrients', 20)];

  it('groups by family in the spec order and sorts by sort order, then name', () => {
    const groups = groupLabels(rows, '');
    expect(groups.map((g) => g.name)).toEqual(['Nitrogen Stabilizers', 'Foliar & Micronutrient Coatings', 'Seed Enhancer']);
    expect(groups[0].rows.map((r) => r.productName)).toEqual(['AGROTAIN', 'SUPERU']);
    expect(groups[1].rows.map((r) => r.productName)).toEqual(['3-TRAX', 'WOLF TRAX Zinc DDP']);
  });

  it('filters by product or family name, ignoring case and punctuation, and drops empty families', () => {
    expect(groupLabels(rows, 'wolf-trax zinc').map((g) => g.rows.map((r) => r.productName))).toEqual([['WOLF TRAX Zinc DDP']]);
    expect(groupLabels(rows, 'seed enhancer').map((g) => g.name)).toEqual(['Seed Enhancer']);
    expect(groupLabels(rows, 'nothing like this')).toEqual([]);
  });

  it('reads a product-labels item and names file types', () => {
    expect(toLabelRow({ baseId: 1, title: 'X', productLabel: null })).toBeNull();
    expect(toLabelRow({ baseId: 1, title: 'ANVOL', productLabel: { productName: '', family: 'nitrogen-stabilizers', supplemental: [{ title: 'State registrations', documentGuid: '' }] } })).toMatchObject({ productName: 'ANVOL', labelGuid: null, supplemental: [] });
    expect(fileKind('application/pdf')).toBe('PDF');
    expect(fileKind('image/png')).toBe('PNG');
    expect(fileKind('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')).toBe('XLSX');
  });
});
