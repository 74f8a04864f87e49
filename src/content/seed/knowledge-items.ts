import type { ContentSaveRequest } from '../../contract/content';

/** Demo knowledge center items (our own words): articles, research and podcasts in the US and Canada. */
const p = (...paras: string[]) => paras.map((x) => `<p>${x}</p>`).join('');
const day = (d: string) => new Date(`${d}T14:00:00Z`).toISOString();

export const KNOWLEDGE_ITEMS: ContentSaveRequest[] = [
  {
    title: 'Why Surface-Applied Urea Loses Nitrogen',
    resourceType: 0,
    regionIds: [2, 3],
    publishedAt: day('2026-03-02'),
    summary: 'Volatilization can take a real bite out of a urea application. Here is how it happens and what you can do about it.',
    metadata: { desc: 'How ammonia volatilization steals nitrogen from urea left on the soil surface, and how a urease inhibitor slows it down.' },
    modules: [
      {
        type: 2,
        editorData:
          '<h2>The chemistry in plain terms</h2>' +
          p(
            'When urea lands on the soil surface, an enzyme called urease starts converting it to ammonia almost immediately. If that ammonia forms at the surface instead of in the soil, much of it escapes into the air.',
            'Warm temperatures, wind, high soil pH and crop residue all speed the process. Up to 40% of surface-applied urea can be lost by volatilization when conditions line up against you.',
          ),
      },
      {
        type: 3,
        headline: 'What the numbers say',
        items: [
          { headline: 'Up to 40%', shortDescription: 'of surface-applied urea can be lost\nwhen rain does not follow application' },
          { headline: '7–14 days', shortDescription: 'of protection from a urease inhibitor\nwhile you wait for incorporating rain' },
        ],
      },
      { type: 1, quote: 'We used to race the weather after every urea pass. Now we treat it and stop worrying about the forecast.', author: 'A Nebraska corn grower', role: 'Grower' },
    ],
  },
  {
    title: 'Micronutrients 101: Zinc, Boron and Manganese',
    resourceType: 0,
    regionIds: [2],
    publishedAt: day('2026-02-10'),
    summary: 'Small amounts, big effects. A primer on the micronutrients that most often limit yield.',
    metadata: { desc: 'A primer on zinc, boron and manganese: what each does in the plant and how to spot a shortage.' },
    modules: [
      {
        type: 2,
        editorData: p(
          'Micronutrients are needed in tiny quantities, but a shortage of any one of them caps yield just as surely as a shortage of nitrogen.',
          '<strong>Zinc</strong> drives early growth and enzyme activity. <strong>Boron</strong> supports pollination and seed set. <strong>Manganese</strong> is central to photosynthesis.',
          'Coating micronutrients onto every granule of dry fertilizer spreads them evenly across the field, so every plant has a chance to find them.',
        ),
      },
    ],
  },
  {
    title: 'Getting the Most From Anhydrous Ammonia',
    resourceType: 0,
    regionIds: [2],
    publishedAt: day('2026-01-18'),
    summary: 'Fall and early-spring anhydrous is efficient, but nitrate can leach or denitrify before the crop needs it.',
    metadata: { desc: 'Practical steps to keep anhydrous ammonia nitrogen in the root zone until the crop needs it.' },
    modules: [
      {
        type: 2,
        editorData: p(
          'Anhydrous ammonia is one of the most economical nitrogen sources, but once it converts to nitrate it can move with water below the root zone or be lost as gas in saturated soils.',
          'A nitrification inhibitor slows that conversion, keeping nitrogen in the more stable ammonium form for longer.',
        ),
      },
    ],
  },
  {
    title: 'Seed Treatments and Early Vigor',
    resourceType: 0,
    regionIds: [3],
    publishedAt: day('2026-03-20'),
    summary: 'A strong start sets the ceiling for the season. What a seed enhancer adds in cool Canadian springs.',
    metadata: { desc: 'How a seed-applied nutrient enhancer supports emergence and early root growth in cool soils.' },
    modules: [
      {
        type: 2,
        editorData: p(
          'Cool, wet soils slow nutrient uptake right when seedlings need it most. Putting key nutrients directly on the seed puts them where the first roots will find them.',
          'Growers across the Prairies have seen more even emergence and stronger early stands when seed is treated on-farm or at the retailer.',
        ),
      },
    ],
  },
  {
    title: 'Protecting Nitrogen on the Prairies',
    resourceType: 0,
    regionIds: [3],
    publishedAt: day('2026-02-25'),
    summary: 'Dry springs and broadcast urea are a risky pair. How Canadian growers keep nitrogen where it belongs.',
    metadata: { desc: 'Nitrogen protection strategies for broadcast and banded urea on the Canadian Prairies.' },
    modules: [
      {
        type: 2,
        editorData: p(
          'On the Prairies, spring moisture is never guaranteed. Urea broadcast onto dry soil may sit for days before rain moves it in.',
          'Adding a urease inhibitor buys that time, and a product with two active ingredients holds on longer under tough conditions.',
        ),
      },
      { type: 1, quote: 'The stand looked more even than it ever has on that quarter.', author: 'A Saskatchewan canola grower', role: 'Grower' },
    ],
  },
  {
    title: 'Four Years of Urease Inhibitor Field Trials',
    resourceType: 1,
    regionIds: [2],
    publishedAt: day('2026-01-30'),
    summary: 'A summary of replicated plots comparing treated and untreated urea across soil types.',
    metadata: { desc: 'Research summary: yield response to treated urea across four seasons of replicated field trials.' },
    modules: [
      {
        type: 2,
        editorData: p(
          'Across four seasons and dozens of locations, treated urea outyielded untreated urea in most site-years where rain did not arrive within a few days of application.',
          'The response was largest on high-residue, high-pH soils, exactly where volatilization risk is greatest.',
        ),
      },
      {
        type: 3,
        headline: 'Key findings',
        items: [
          { headline: '+6 bu/A', shortDescription: 'average corn yield response\nacross responsive sites' },
          { headline: '80%', shortDescription: 'of site-years showed a\npositive response' },
        ],
      },
    ],
  },
  {
    title: 'Nitrification Inhibitors and Nitrate Leaching',
    resourceType: 1,
    regionIds: [2, 3],
    publishedAt: day('2025-12-12'),
    summary: 'What the research says about slowing nitrification to protect water quality and yield.',
    metadata: { desc: 'A review of research on nitrification inhibitors, nitrate leaching and nitrous oxide emissions.' },
    modules: [
      {
        type: 2,
        editorData: p(
          'Keeping nitrogen in the ammonium form longer reduces the pool of nitrate that can leach during heavy spring rains.',
          'Published work also links nitrification inhibitors to lower nitrous oxide emissions, a benefit for both the farm and the environment.',
        ),
      },
    ],
  },
  {
    title: 'Micronutrient Distribution: Coated Versus Blended',
    resourceType: 1,
    regionIds: [2],
    publishedAt: day('2025-11-05'),
    summary: 'Coating micronutrients onto each fertilizer granule puts far more feeding sites within reach of roots.',
    metadata: { desc: 'Research comparing the field distribution of coated and blended micronutrient products.' },
    modules: [
      {
        type: 2,
        editorData: p(
          'A blended micronutrient granule lands in one spot; a coating travels with every granule of the carrier fertilizer.',
          'In counting studies, coated products placed many times more feeding sites per square foot than blended granules at the same rate.',
        ),
      },
    ],
  },
  {
    title: 'Canadian Canola Nutrient Uptake Study',
    resourceType: 1,
    regionIds: [3],
    publishedAt: day('2026-03-08'),
    summary: 'When does canola take up its nitrogen, sulphur and micronutrients? Timing matters for protection.',
    metadata: { desc: 'Research on the timing of nutrient uptake in canola and what it means for nitrogen protection.' },
    modules: [
      {
        type: 2,
        editorData: p(
          'Canola takes up most of its nitrogen between the rosette stage and early flowering. Nitrogen lost before then is nitrogen the crop never sees.',
          'Matching protection to uptake timing is the simplest way to make every tonne of fertilizer count.',
        ),
      },
    ],
  },
  {
    title: 'Podcast: Planning Your Spring Nitrogen',
    resourceType: 2,
    regionIds: [2],
    publishedAt: day('2026-03-12'),
    mediaUrl: 'https://media.example.com/podcasts/spring-nitrogen.mp3',
    summary: 'Our agronomists talk timing, sources and protection for the coming season.',
    metadata: { desc: 'Podcast episode: agronomists discuss spring nitrogen timing, sources and protection.' },
    modules: [
      {
        type: 2,
        editorData: p('In this episode our agronomy team walks through the decisions that shape a spring nitrogen plan, from source and timing to the right protection for each.'),
      },
    ],
  },
  {
    title: 'Podcast: The Hidden Hunger of Micronutrients',
    resourceType: 2,
    regionIds: [2],
    publishedAt: day('2026-02-03'),
    mediaUrl: 'https://media.example.com/podcasts/hidden-hunger.mp3',
    summary: 'Why a crop can look fine and still be short on zinc or boron.',
    metadata: { desc: 'Podcast episode on hidden micronutrient deficiencies and how tissue testing reveals them.' },
    modules: [{ type: 2, editorData: p('Hidden hunger is a deficiency that costs yield before any symptom shows. We talk tissue testing, soil tests and when to act.') }],
  },
  {
    title: 'Podcast: Canadian Growers on Seed Enhancement',
    resourceType: 2,
    regionIds: [3],
    publishedAt: day('2026-03-18'),
    mediaUrl: 'https://media.example.com/podcasts/seed-enhancement-ca.mp3',
    summary: 'Three growers share what they have learned treating seed on-farm.',
    metadata: { desc: 'Podcast episode: Canadian growers share their experience with on-farm seed enhancement.' },
    modules: [{ type: 2, editorData: p('Three growers from Alberta, Saskatchewan and Manitoba talk about what changed when they started treating seed on-farm.') }],
  },
  {
    title: 'Podcast: Nitrogen Stewardship in Canada',
    resourceType: 2,
    regionIds: [3],
    publishedAt: day('2026-01-22'),
    mediaUrl: 'https://media.example.com/podcasts/stewardship-ca.mp3',
    summary: 'Right source, right rate, right time, right place, and the tools that support each.',
    metadata: { desc: 'Podcast episode on nitrogen stewardship practices for Canadian farms.' },
    modules: [{ type: 2, editorData: p('We discuss how enhanced-efficiency fertilizers fit into a 4R nutrient stewardship plan.') }],
  },
  {
    title: 'Side-Dress Timing for Corn',
    resourceType: 0,
    regionIds: [2],
    publishedAt: day('2025-10-20'),
    summary: 'Split applications line nitrogen up with demand. Here is how to time the second pass.',
    metadata: { desc: 'When to side-dress corn with nitrogen and how to protect the application.' },
    modules: [
      {
        type: 2,
        editorData: p(
          'Corn takes up most of its nitrogen between V6 and tasseling. A side-dress pass just before that window puts nitrogen in place right as demand climbs.',
          'Surface-applied UAN at side-dress is exposed to the same volatilization risk as urea, so protection still matters.',
        ),
      },
    ],
  },
  {
    title: 'Zinc Response in High-pH Soils',
    resourceType: 1,
    regionIds: [2],
    publishedAt: day('2025-09-15'),
    summary: 'Trials on calcareous soils show where zinc pays and where it does not.',
    metadata: { desc: 'Research on crop response to zinc on high-pH, calcareous soils.' },
    modules: [
      {
        type: 2,
        editorData: p(
          'Zinc availability drops as soil pH rises. On calcareous soils in the western Corn Belt, zinc applied with the starter or coated on dry fertilizer produced the most consistent responses.',
        ),
      },
    ],
  },
  {
    title: 'Podcast: Retailer Roundtable on Enhanced-Efficiency Fertilizers',
    resourceType: 2,
    regionIds: [2],
    publishedAt: day('2025-08-28'),
    mediaUrl: 'https://media.example.com/podcasts/retailer-roundtable.mp3',
    summary: 'Retail agronomists on what growers ask and how they recommend protection products.',
    metadata: { desc: 'Podcast episode: retail agronomists discuss enhanced-efficiency fertilizers.' },
    modules: [{ type: 2, editorData: p('Three retail agronomists share the questions growers ask most and how they match protection products to each field.') }],
  },
];
