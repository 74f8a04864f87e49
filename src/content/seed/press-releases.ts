import type { ContentSaveRequest } from '../../contract/content';

/** Demo press releases (our own words). */
const p = (...paras: string[]) => paras.map((x) => `<p>${x}</p>`).join('');
const day = (d: string) => new Date(`${d}T13:00:00Z`).toISOString();

export const PRESS_RELEASES: ContentSaveRequest[] = [
  {
    title: 'New Dual-Active Nitrogen Protection Launches for the 2026 Season',
    regionIds: [2],
    publishedAt: day('2026-03-16'),
    source: 'Wichita, Kan.',
    summary: 'Growers gain a longer window of protection for surface-applied urea and UAN.',
    modules: [
      {
        type: 2,
        editorData: p(
          'The company today announced broader availability of its dual-active urease inhibitor for the 2026 growing season.',
          'The product pairs two active ingredients to protect surface-applied nitrogen from volatilization for longer, even in warm and windy conditions.',
          'It is available through retailers across the United States.',
        ),
      },
    ],
  },
  {
    title: 'Company Expands Micronutrient Coating Capacity',
    regionIds: [2],
    publishedAt: day('2026-02-12'),
    source: 'Wichita, Kan.',
    summary: 'New production lines increase supply of dry-fertilizer micronutrient coatings.',
    modules: [
      {
        type: 2,
        editorData: p('New production lines will increase output of the company’s micronutrient coatings, helping retailers meet rising demand for even micronutrient distribution.'),
      },
    ],
  },
  {
    title: 'Seed Enhancer Brand Unites Under the PROTIVATE Name',
    regionIds: [3],
    publishedAt: day('2026-01-20'),
    source: 'Calgary, Alta.',
    summary: 'Canadian seed-enhancement products now carry a single brand.',
    modules: [{ type: 2, editorData: p('The company’s seed-enhancement products in Canada now share the PROTIVATE brand. Formulations and retail availability are unchanged.') }],
  },
  {
    title: 'Agronomy Team Adds Field Specialists Across the Prairies',
    regionIds: [3],
    publishedAt: day('2025-12-08'),
    source: 'Calgary, Alta.',
    summary: 'More local expertise for retailers and growers in Western Canada.',
    modules: [{ type: 2, editorData: p('New field agronomists in Alberta, Saskatchewan and Manitoba will support retailers and growers with nutrient-management planning.') }],
  },
  {
    title: 'Research Partnership Studies Nitrogen Loss in Corn Systems',
    regionIds: [2],
    publishedAt: day('2025-11-14'),
    source: 'Wichita, Kan.',
    summary: 'A multi-year university collaboration will measure nitrogen losses across the Corn Belt.',
    modules: [{ type: 2, editorData: p('The partnership will measure volatilization, leaching and denitrification losses in replicated plots and share results with growers.') }],
  },
  {
    title: 'Company Recognized for Nutrient Stewardship Leadership',
    regionIds: [2, 3],
    publishedAt: day('2025-10-02'),
    source: 'Wichita, Kan.',
    summary: 'An industry group honoured the company for its 4R nutrient stewardship programs.',
    modules: [{ type: 2, editorData: p('The award recognizes education programs that help retailers and growers apply the right source at the right rate, time and place.') }],
  },
];
