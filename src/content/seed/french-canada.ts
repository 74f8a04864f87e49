import { type ContentModule, type ProductFields, slugify } from '../../contract/content';
import type { TranslationSeed } from '../kinds/definition';

/**
 * The Canada region's content in Canadian French, each record a translation of an English Canada item (named
 * by its slug; a knowledge item's or press release's slug is its English title's) with its own text, written
 * for Canadian growers and retailers rather than translated word for word (OQLF vocabulary: courriel, code
 * postal, détaillant, engrais, épandage à la volée). Products and pages keep their English slug (their French
 * address is the English one under /fr); articles have French slugs. French typography (a no-break space
 * before : ; ? ! % » and after «) is applied by `typeset`, so the texts below are written with plain spaces.
 */

/** A translation as written below: the English item (its slug, or a knowledge item's or press release's English title) and the French fields. */
interface FrenchRecord {
  source: { slug: string } | { title: string };
  item: Omit<TranslationSeed, 'locale' | 'translates'>;
}
const toSeed = ({ source, item }: FrenchRecord): TranslationSeed => ({ locale: 'fr', translates: 'slug' in source ? source.slug : slugify(source.title), ...item });

const NBSP = '\u00a0';
/** French spacing: a no-break space before : ; ? ! % » and after «. URLs and markup have no space before a colon, so they are left alone. */
export const typeset = (text: string): string => text.replace(/ ([:;?!%»])/g, `${NBSP}$1`).replace(/« /g, `«${NBSP}`);

function typesetAll<T>(value: T): T {
  if (typeof value === 'string') return typeset(value) as T;
  if (Array.isArray(value)) return value.map(typesetAll) as T;
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, typesetAll(v)])) as T;
  return value;
}

const p = (...paras: string[]) => paras.map((x) => `<p>${x}</p>`).join('');
const rich = (html: string): ContentModule => ({ type: 2, editorData: html });

// ---- Products (the eleven Canada product pages) ----

const ANALYSE_WOLF_TRAX = [
  { nutrient: 'Zinc', percent: '62 %' },
  { nutrient: 'Bore', percent: '18 %' },
  { nutrient: 'Cuivre', percent: '56,5 %' },
  { nutrient: 'Fer', percent: '46,5 %' },
  { nutrient: 'Manganèse', percent: '33 %' },
  { nutrient: 'Magnésium', percent: '30 %' },
  { nutrient: 'Calcium', percent: '27 %' },
];

const PRODUITS: Record<string, { title: string; fields: ProductFields }> = {
  'anvol-ca': {
    title: 'ANVOL, stabilisateur d’azote',
    fields: {
      family: 'nitrogen-stabilizers',
      brand: 'ANVOL',
      tagline: 'Deux matières actives pour protéger plus longtemps l’azote en surface.',
      benefits: [
        { headline: 'Double protection', text: 'Deux inhibiteurs de l’uréase agissent ensemble et protègent l’azote plus longtemps qu’une seule matière active.' },
        { headline: 'Conçu pour les conditions difficiles', text: 'Tient le coup dans les champs chauds, venteux ou chargés de résidus, là où les pertes sont les plus fortes.' },
        { headline: 'Plus d’azote pour la culture', text: 'L’azote qui reste au champ nourrit le rendement plutôt que l’atmosphère.' },
      ],
      howItWorks:
        '<p>ANVOL associe deux matières actives qui inhibent l’uréase. La seconde prolonge la période de protection : l’azote attend en toute sécurité à la surface du sol jusqu’à la prochaine pluie.</p>',
      application: '<p>S’applique sur l’urée granulaire ou dans l’UAN. Idéal pour les épandages de surface en présemis, en couverture et en bandes latérales.</p>',
    },
  },
  'superu-ca': {
    title: 'SUPERU, engrais azoté protégé',
    fields: {
      family: 'nitrogen-stabilizers',
      brand: 'SUPERU',
      tagline: 'Une protection en surface et dans le sol, dans un seul granule.',
      benefits: [
        { headline: 'Protection complète', text: 'Chaque granule renferme un inhibiteur de l’uréase et un inhibiteur de la nitrification.' },
        { headline: 'Un produit, un passage', text: 'Aucun traitement à la ferme : il s’épand comme de l’urée.' },
        { headline: 'Se mélange bien', text: 'Se marie aux mélanges d’engrais secs avec le phosphore, la potasse et les oligoéléments.' },
      ],
      howItWorks: '<p>SUPERU réunit deux inhibiteurs dans un granule homogène : il limite la volatilisation en surface, puis le lessivage et la dénitrification dans le sol.</p>',
      application: '<p>Épandre à la volée en présemis ou en couverture, aux doses habituelles d’urée. Convient au maïs, au blé, au canola et à bien d’autres cultures.</p>',
    },
  },
  'tribune-ca': {
    title: 'TRIBUNE, stabilisateur d’azote',
    fields: {
      family: 'nitrogen-stabilizers',
      brand: 'TRIBUNE',
      tagline: 'La protection contre l’uréase pour l’urée et l’UAN au Canada.',
      benefits: [
        { headline: 'Limite la volatilisation', text: 'Empêche l’azote épandu à la volée de s’échapper avant que la pluie l’incorpore au sol.' },
        { headline: 'Pensé pour les Prairies', text: 'Fait pour les printemps secs et les sols froids de l’Ouest canadien.' },
        { headline: 'Simple à utiliser', text: 'Appliqué sur l’urée chez le détaillant ou ajouté à l’UAN.' },
      ],
      howItWorks: '<p>TRIBUNE ralentit l’uréase : l’urée reste sous une forme stable à la surface du sol jusqu’à ce que l’humidité l’entraîne vers la zone racinaire.</p>',
      application: '<p>Faites traiter votre urée chez votre détaillant ou ajoutez TRIBUNE à l’UAN, pour l’épandage à la volée ou en bandes de surface.</p>',
    },
  },
  'agrotain-ca': {
    title: 'AGROTAIN, stabilisateur d’azote',
    fields: {
      family: 'nitrogen-stabilizers',
      brand: 'AGROTAIN',
      tagline: 'Protège l’urée et l’UAN en surface.',
      benefits: [
        { headline: 'Ralentit la volatilisation', text: 'Un inhibiteur de l’uréase empêche l’azote épandu en surface de s’échapper sous forme d’ammoniac.' },
        { headline: 'Souplesse dans le calendrier', text: 'Épandez quand cela convient à votre entreprise, sans attendre une prévision de pluie.' },
        { headline: 'Éprouvé au champ', text: 'Appuyé par des années d’essais répétés dans des sols et des climats variés.' },
      ],
      howItWorks:
        '<p>L’uréase présente dans le sol et les résidus transforme l’urée en ammoniac. AGROTAIN bloque temporairement cette enzyme, le temps que la pluie ou le travail du sol fasse pénétrer l’azote là où il est à l’abri.</p>',
      application:
        '<p>L’urée granulaire se traite chez le détaillant; pour l’UAN, ajoutez le produit à la solution avant l’application. Convient à l’épandage à la volée, en bandes de surface et en couverture.</p>',
    },
  },
  'protivate-ca': {
    title: 'PROTIVATE, traitement de semences nutritif',
    fields: {
      family: 'seed-enhancer',
      brand: 'PROTIVATE',
      tagline: 'Un meilleur départ, dès la semence.',
      benefits: [
        { headline: 'Vigueur en début de saison', text: 'Les éléments nutritifs déposés sur la semence soutiennent la germination et le développement des premières racines.' },
        { headline: 'Levée uniforme', text: 'Un peuplement régulier prépare toute la saison.' },
        { headline: 'S’adapte à votre régie', text: 'Traitement à la ferme ou au semoir, avec une formulation pour chaque équipement.' },
      ],
      howItWorks:
        '<p>PROTIVATE enrobe la semence d’un mélange d’éléments nutritifs aussitôt utilisables par la plantule : la croissance n’est pas freinée par un sol froid ou pauvre.</p>',
      application:
        '<p>Appliquer à la ferme avec l’équipement de traitement des semences ou dans la trémie du semoir. Compatible avec de nombreux traitements de semences courants.</p>',
    },
  },
  'wolf-trax-ca': {
    title: 'WOLF TRAX, oligoéléments',
    fields: {
      family: 'micronutrients',
      brand: 'WOLF TRAX',
      tagline: 'Des oligoéléments sur chaque granule.',
      benefits: [
        { headline: 'Répartition uniforme', text: 'Enrobe chaque granule d’engrais sec : les oligoéléments atteignent chaque plant.' },
        { headline: 'Facilement assimilables', text: 'Formulés pour être accessibles aux racines au moment où la culture en a besoin.' },
        { headline: 'Mélanges sur mesure', text: 'Zinc, bore, cuivre, fer, manganèse, magnésium et calcium, seuls ou en mélange.' },
      ],
      howItWorks:
        '<p>Les poudres WOLF TRAX adhèrent à la surface des granules d’engrais sec et multiplient les points d’alimentation, bien plus qu’un granule d’oligoéléments distinct.</p>',
      application: '<p>Ajouté au moment du mélange des engrais secs chez le détaillant. Choisissez un élément seul ou un mélange comme CROPMIX ou 3-TRAX.</p>',
      guaranteedAnalysis: ANALYSE_WOLF_TRAX,
    },
  },
  'centuro-ca': {
    title: 'CENTURO, stabilisateur d’azote',
    fields: {
      family: 'nitrogen-stabilizers',
      brand: 'CENTURO',
      tagline: 'Une protection dans le sol qui garde l’azote dans la zone racinaire.',
      benefits: [
        { headline: 'Ralentit la nitrification', text: 'Garde l’azote plus longtemps sous la forme stable d’ammonium.' },
        { headline: 'Moins de lessivage et de dénitrification', text: 'Moins de nitrates dans un sol détrempé, c’est moins d’azote perdu sous la surface.' },
        { headline: 'Facile à manipuler', text: 'Non corrosif et compatible avec l’équipement d’application habituel.' },
      ],
      howItWorks:
        '<p>Les bactéries du sol transforment l’ammonium en nitrate, qui peut être lessivé ou perdu sous forme de gaz. CENTURO ralentit ces bactéries : l’azote reste dans la zone racinaire jusqu’à ce que la culture en ait besoin.</p>',
      application: '<p>S’utilise avec l’ammoniac anhydre, l’UAN ou le lisier, en application d’automne ou de printemps.</p>',
    },
  },
  'rocket-seeds-ca': {
    title: 'ROCKET SEEDS devient PROTIVATE',
    fields: {
      family: 'seed-enhancer',
      brand: 'ROCKET SEEDS',
      tagline: 'Fait maintenant partie de PROTIVATE.',
      benefits: [
        { headline: 'Mêmes formulations', text: 'Les traitements de semences que vous connaissez portent maintenant le nom PROTIVATE.' },
        { headline: 'Mêmes détaillants', text: 'Offerts chez les mêmes détaillants canadiens qu’avant.' },
        { headline: 'Même soutien', text: 'Nos agronomes continuent d’accompagner chacun des produits.' },
      ],
      howItWorks:
        '<p>Les anciens produits ROCKET SEEDS enrobent la semence d’éléments nutritifs qui soutiennent la germination et la croissance des premières racines. Ils sont maintenant vendus sous le nom PROTIVATE.</p>',
      application: '<p>Traitez vos semences à la ferme ou chez votre détaillant, comme avant. Consultez la page PROTIVATE pour le nom actuel des produits.</p>',
    },
  },
  'nitamin-ca': {
    title: 'NITAMIN, azote foliaire',
    fields: {
      family: 'micronutrients',
      brand: 'NITAMIN',
      tagline: 'Un azote foliaire efficace pour les cultures canadiennes.',
      benefits: [
        { headline: 'Absorption efficace', text: 'Un azote formulé pour pénétrer par la feuille.' },
        { headline: 'Sans danger pour la culture', text: 'Faible indice de salinité, donc moins de brûlures sur le feuillage.' },
        { headline: 'S’intègre à vos passages', text: 'Se mélange en réservoir avec de nombreux produits de protection des cultures.' },
      ],
      howItWorks: '<p>NITAMIN fournit l’azote sous une forme que la feuille absorbe facilement, pour compléter la nutrition quand les racines ne suffisent pas à la demande.</p>',
      application: '<p>Application foliaire en cours de saison. Fait partie de la gamme de nutrition foliaire OPTRIENT au Canada.</p>',
    },
  },
  'synthos-ca': {
    title: 'SYNTHOS, nutrition équilibrée',
    fields: {
      family: 'micronutrients',
      brand: 'SYNTHOS',
      tagline: 'Une nutrition équilibrée dans un seul granule.',
      benefits: [
        { headline: 'Tous les éléments dans chaque granule', text: 'Évite la ségrégation qui peut se produire dans les mélanges physiques.' },
        { headline: 'Épandage uniforme', text: 'Une granulométrie constante pour un patron d’épandage régulier.' },
        { headline: 'Planification simplifiée', text: 'Un seul produit répond à plusieurs besoins nutritifs.' },
      ],
      howItWorks: '<p>SYNTHOS réunit plusieurs éléments nutritifs dans un même granule : chaque point du champ reçoit la même nutrition équilibrée.</p>',
      application: '<p>À la volée ou en bandes au semis, dans le cadre de votre programme de fertilisation.</p>',
    },
  },
  'dual-purpose-ca': {
    title: 'Traitement de semences Dual Purpose',
    fields: {
      family: 'seed-enhancer',
      brand: 'DUAL PURPOSE',
      tagline: 'Nutrition de la semence et fluidité au semoir, en une seule étape.',
      benefits: [
        { headline: 'La nutrition sur la semence', text: 'Apporte les éléments nutritifs du début de saison là où poussent les premières racines.' },
        { headline: 'Un semis plus fluide', text: 'Améliore l’écoulement des semences dans le semoir pour un placement plus précis.' },
        { headline: 'Complète PROTIVATE', text: 'Fait partie du programme de traitement des semences PROTIVATE.' },
      ],
      howItWorks:
        '<p>Un traitement de semences sec qui sert d’agent d’écoulement tout en enrobant la semence d’éléments nutritifs; il remplace le talc ou le graphite dans la trémie.</p>',
      application: '<p>À ajouter dans la trémie du semoir au lieu du talc ou du graphite, ou au moment du traitement à la ferme.</p>',
    },
  },
};

const product = (slug: string, title: string, fields: ProductFields): TranslationSeed => ({
  locale: 'fr',
  translates: slug,
  title,
  slug,
  summary: fields.tagline ?? '',
  metadata: { title, desc: `${fields.brand} : ${fields.tagline ?? ''}`.trim() },
  product: fields,
});

/** The eleven Canada product pages (site content: seeded in production too). */
export const FRENCH_PRODUCTS: TranslationSeed[] = typesetAll(Object.entries(PRODUITS).map(([slug, { title, fields }]) => product(slug, title, fields)));

// ---- Pages: About and the Canada campaign page ----

/** About and the campaign page Canadian growers are sent to ("That's Farming": its stories come from the Prairies). */
export const FRENCH_PAGES: TranslationSeed[] = typesetAll(
  (
    [
      {
        source: { slug: 'about' },
        item: {
          title: 'À propos de nous',
          slug: 'about',
          summary: 'Qui nous sommes : une équipe d’agronomes, de chercheurs et de spécialistes de la nutrition des cultures.',
          metadata: {
            title: 'À propos de nous',
            desc: 'Nous mettons au point des technologies d’engrais à efficacité améliorée qui aident les producteurs à mieux valoriser chaque élément nutritif.',
            ogphoto: { previewsrc: '/images/og-default.jpg' },
          },
          heroImageType: 1,
          heroMedia: { previewsrc: '/images/campaign-about.svg', alttext: 'Des terres agricoles à perte de vue' },
          modules: [
            rich(
              '<h2>Tirer le maximum de chaque élément nutritif</h2>' +
                p(
                  'Nous concevons et commercialisons des technologies d’engrais à efficacité améliorée : des stabilisateurs d’azote qui limitent les pertes dans l’air et dans l’eau, des enrobages d’oligoéléments qui répartissent uniformément les éléments nutritifs, et un traitement de semences qui donne aux cultures un bon départ.',
                  'Nos agronomes et nos équipes sur le terrain travaillent avec les producteurs, les détaillants et les chercheurs, au Canada comme ailleurs, pour transformer la recherche en recommandations concrètes, de la Montérégie à la rivière de la Paix.',
                ),
            ),
            {
              type: 3,
              headline: 'Ce qui nous guide',
              items: [
                { headline: 'La science d’abord', shortDescription: 'Des produits appuyés par la recherche universitaire\net les essais au champ.' },
                { headline: 'Au service des producteurs', shortDescription: 'Des recommandations adaptées aux vraies fermes\net aux vrais budgets.' },
                { headline: 'Une gérance responsable', shortDescription: 'Moins de pertes d’éléments nutritifs, c’est de meilleurs rendements\net un environnement plus sain.' },
              ],
            },
            rich(
              '<h2>Travailler avec nous</h2><p>Une carrière en agronomie, en recherche ou en vente vous intéresse ? Visitez notre <a href="/careers">page Carrières</a> (en anglais seulement). Pour les dernières nouvelles, lisez nos <a href="/fr/can/press-releases">communiqués de presse</a>.</p>',
            ),
          ],
        },
      },
      {
        source: { slug: 'thats-farming' },
        item: {
          title: 'C’est ça, l’agriculture',
          slug: 'thats-farming',
          summary: 'Des producteurs qui planifient en fonction d’une météo qu’ils ne contrôlent pas.',
          metadata: {
            title: 'C’est ça, l’agriculture',
            desc: 'Des producteurs canadiens racontent comment ils se préparent aux caprices de la météo, et les outils qui les aident à le faire.',
            ogphoto: { previewsrc: '/images/og-default.jpg' },
          },
          heroImageType: 1,
          heroMedia: { previewsrc: '/images/campaign-thats-farming.svg', alttext: 'Une ferme au coucher du soleil, des nuages d’orage à l’horizon' },
          modules: [
            rich(
              '<h2>La météo ne se commande pas</h2>' +
                p(
                  'Trois semaines sans pluie après l’épandage en couverture, une averse diluvienne au lendemain des semis, un printemps qui arrive avec deux semaines de retard : c’est ça, l’agriculture. Ce qu’on peut contrôler, c’est la façon dont nos intrants résistent quand le temps tourne mal.',
                ),
            ),
            {
              type: 1,
              quote: 'Les saisons courtes ne pardonnent pas un départ lent. On protège notre azote et on traite nos semences pour que la culture soit prête quand la saison l’est.',
              author: 'Un producteur de canola et de blé',
              role: 'Saskatchewan',
            },
            {
              type: 1,
              quote: 'Le printemps où il n’a pas plu de trois semaines après l’épandage, c’est le champ traité qui était encore vert en juillet.',
              author: 'Une productrice de grandes cultures',
              role: 'Centre-du-Québec',
            },
            rich(
              '<h2>Prévoir la saison qu’on pourrait avoir</h2><p>Les stabilisateurs d’azote, les enrobages d’oligoéléments et les traitements de semences éliminent chacun une variable de plus. Parcourez notre <a href="/fr/can/knowledge-center">Centre du savoir</a> pour des résultats d’essais et des conseils pratiques.</p>',
            ),
          ],
        },
      },
    ] satisfies FrenchRecord[]
  ).map(toSeed),
);

// ---- Knowledge center (Canada) ----

const jour = (d: string) => new Date(`${d}T14:00:00Z`).toISOString();

export const FRENCH_KNOWLEDGE_ITEMS: TranslationSeed[] = typesetAll(
  (
    [
      {
        source: { title: 'Protecting Nitrogen on the Prairies' },
        item: {
          title: 'Protéger l’azote dans les Prairies',
          slug: 'proteger-azote-prairies',
          resourceType: 0,
          publishedAt: jour('2026-02-25'),
          summary: 'Printemps sec et urée épandue à la volée : un duo risqué. Comment les producteurs de l’Ouest gardent leur azote au champ.',
          metadata: { desc: 'Stratégies de protection de l’azote pour l’urée épandue à la volée ou en bandes dans les Prairies canadiennes.' },
          modules: [
            rich(
              p(
                'Dans les Prairies, l’humidité du printemps n’est jamais garantie. L’urée épandue sur un sol sec peut rester en surface plusieurs jours avant qu’une pluie l’incorpore.',
                'Pendant ce temps, l’uréase la transforme en ammoniac, qui se volatilise. Un inhibiteur de l’uréase fait gagner ce temps précieux, et un produit à deux matières actives tient plus longtemps quand les conditions se corsent.',
                'Le placement compte aussi : l’urée en bandes ou incorporée perd moins que l’urée laissée en surface. Parlez-en à votre détaillant avant de fixer votre régie d’azote.',
              ),
            ),
            { type: 1, quote: 'Le peuplement était plus uniforme que jamais sur ce quart de section.', author: 'Un producteur de canola de la Saskatchewan', role: 'Producteur' },
          ],
        },
      },
      {
        source: { title: 'Seed Treatments and Early Vigor' },
        item: {
          title: 'Traitements de semences et vigueur en début de saison',
          slug: 'traitements-semences-vigueur',
          resourceType: 0,
          publishedAt: jour('2026-03-20'),
          summary: 'Un bon départ fixe le potentiel de la saison. Ce qu’un traitement de semences nutritif apporte dans nos printemps frais.',
          metadata: { desc: 'Comment un traitement de semences nutritif favorise la levée et la croissance des premières racines en sol froid.' },
          modules: [
            rich(
              p(
                'Un sol froid et humide ralentit l’absorption des éléments nutritifs juste au moment où les plantules en ont le plus besoin. En déposant les éléments clés directement sur la semence, on les place là où les premières racines les trouveront.',
                'Des producteurs des Prairies comme de l’Est du Canada observent une levée plus uniforme et des peuplements plus vigoureux lorsque la semence est traitée à la ferme ou chez le détaillant.',
              ),
            ),
          ],
        },
      },
      {
        source: { title: 'Canadian Canola Nutrient Uptake Study' },
        item: {
          title: 'Étude sur l’absorption des éléments nutritifs par le canola',
          slug: 'etude-absorption-canola',
          resourceType: 1,
          publishedAt: jour('2026-03-08'),
          summary: 'À quel moment le canola prélève-t-il son azote, son soufre et ses oligoéléments ? Le calendrier de protection en dépend.',
          metadata: { desc: 'Recherche sur le calendrier d’absorption des éléments nutritifs par le canola et ses conséquences pour la protection de l’azote.' },
          modules: [
            rich(
              p(
                'Le canola prélève l’essentiel de son azote entre le stade rosette et le début de la floraison. L’azote perdu avant cette période, la culture ne le verra jamais.',
                'Le soufre suit de près : une carence au moment de la montaison se paie à la récolte. Faire coïncider la protection avec la période d’absorption est la façon la plus simple de rentabiliser chaque tonne d’engrais.',
              ),
            ),
            {
              type: 3,
              headline: 'À retenir',
              items: [
                { headline: 'Rosette à floraison', shortDescription: 'la période où le canola prélève\nla plus grande part de son azote' },
                { headline: 'Chaque tonne compte', shortDescription: 'protéger l’azote jusqu’à cette période\nvaut plus qu’en ajouter' },
              ],
            },
          ],
        },
      },
      {
        source: { title: 'Nitrification Inhibitors and Nitrate Leaching' },
        item: {
          title: 'Inhibiteurs de nitrification et lessivage des nitrates',
          slug: 'inhibiteurs-nitrification-lessivage',
          resourceType: 1,
          publishedAt: jour('2025-12-12'),
          summary: 'Ce que dit la recherche sur le ralentissement de la nitrification pour protéger la qualité de l’eau et le rendement.',
          metadata: { desc: 'Revue de la recherche sur les inhibiteurs de nitrification, le lessivage des nitrates et les émissions d’oxyde nitreux.' },
          modules: [
            rich(
              p(
                'Garder l’azote plus longtemps sous forme d’ammonium réduit la quantité de nitrates exposée au lessivage lors des fortes pluies printanières, un enjeu bien connu dans les sols légers du Québec et de l’Ontario.',
                'Les travaux publiés associent aussi les inhibiteurs de nitrification à une baisse des émissions d’oxyde nitreux, un gain pour la ferme comme pour l’environnement.',
              ),
            ),
          ],
        },
      },
      {
        source: { title: 'Podcast: Canadian Growers on Seed Enhancement' },
        item: {
          title: 'Balado : des producteurs d’ici parlent du traitement des semences',
          slug: 'balado-producteurs-traitement-semences',
          resourceType: 2,
          publishedAt: jour('2026-03-18'),
          mediaUrl: 'https://media.example.com/balados/traitement-semences.mp3',
          summary: 'Trois producteurs racontent ce qu’ils ont appris en traitant leur semence à la ferme.',
          metadata: { desc: 'Balado : des producteurs canadiens partagent leur expérience du traitement des semences à la ferme.' },
          modules: [
            rich(
              p(
                'Des producteurs de l’Alberta, de la Saskatchewan et du Manitoba expliquent ce qui a changé dans leurs champs depuis qu’ils traitent leur semence eux-mêmes : levée, uniformité du peuplement et organisation des semis.',
              ),
            ),
          ],
        },
      },
      {
        source: { title: 'Podcast: Nitrogen Stewardship in Canada' },
        item: {
          title: 'Balado : la gestion responsable de l’azote au Canada',
          slug: 'balado-gestion-responsable-azote',
          resourceType: 2,
          publishedAt: jour('2026-01-22'),
          mediaUrl: 'https://media.example.com/balados/gestion-azote.mp3',
          summary: 'La bonne source, la bonne dose, au bon moment et au bon endroit : les outils qui appuient chacun des 4B.',
          metadata: { desc: 'Balado sur la gestion responsable de l’azote selon les 4B dans les fermes canadiennes.' },
          modules: [
            rich(
              p(
                'Nous voyons comment les engrais à efficacité améliorée s’intègrent à un plan de gestion des éléments nutritifs 4B, du choix de la source jusqu’au moment de l’épandage.',
              ),
            ),
          ],
        },
      },
    ] satisfies FrenchRecord[]
  ).map(toSeed),
);

// ---- Press releases (Canada) ----

const jourCommunique = (d: string) => new Date(`${d}T13:00:00Z`).toISOString();

export const FRENCH_PRESS_RELEASES: TranslationSeed[] = typesetAll(
  (
    [
      {
        source: { title: 'Seed Enhancer Brand Unites Under the PROTIVATE Name' },
        item: {
          title: 'Nos traitements de semences réunis sous la marque PROTIVATE',
          slug: 'traitements-semences-marque-protivate',
          publishedAt: jourCommunique('2026-01-20'),
          source: 'Calgary (Alberta)',
          summary: 'Au Canada, nos produits de traitement des semences portent désormais une seule et même marque.',
          modules: [
            rich(
              p(
                'Les produits de traitement des semences de l’entreprise offerts au Canada portent désormais la marque PROTIVATE.',
                'Les formulations et leur disponibilité chez les détaillants demeurent inchangées. Les producteurs qui utilisaient les produits ROCKET SEEDS retrouveront les mêmes produits sous leur nouveau nom.',
              ),
            ),
          ],
        },
      },
      {
        source: { title: 'Agronomy Team Adds Field Specialists Across the Prairies' },
        item: {
          title: 'L’équipe agronomique accueille de nouveaux spécialistes dans les Prairies',
          slug: 'nouveaux-specialistes-prairies',
          publishedAt: jourCommunique('2025-12-08'),
          source: 'Calgary (Alberta)',
          summary: 'Plus d’expertise locale pour les détaillants et les producteurs de l’Ouest canadien.',
          modules: [
            rich(
              p(
                'De nouveaux agronomes de terrain en Alberta, en Saskatchewan et au Manitoba accompagneront les détaillants et les producteurs dans la planification de leur gestion des éléments nutritifs.',
                'Pour joindre le spécialiste de votre secteur, utilisez l’outil Trouver un représentant ou un détaillant avec votre code postal, ou écrivez-nous par courriel à partir de la page Communiquez avec nous.',
              ),
            ),
          ],
        },
      },
    ] satisfies FrenchRecord[]
  ).map(toSeed),
);
