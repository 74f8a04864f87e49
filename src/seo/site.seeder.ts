import { Injectable, Logger } from '@nestjs/common';

import { ContentEditing } from '../content/content-editing.service';
import { ContentPaths } from '../content/content-paths.service';
import { FRENCH_PAGES } from '../content/seed/french-canada';
import type { ContentItem, ContentModule, ContentSaveRequest } from '../contract/content';
import { kindIdOfFamily } from '../contract/content-kinds';
import type { Locale } from '../contract/i18n/locale';
import { Seeder, SeederProvider } from '../seed/seeder';

/** Page records of the public site (site content: always seeded in production): the four campaign pages, About, and the legal pages the footer links to. Our own words. */
const p = (html: string): ContentModule => ({ type: 2, editorData: html });

export const SITE_PAGES: ContentSaveRequest[] = [
  {
    title: 'The Clear Choice',
    slug: 'clear-choice',
    regionIds: [2, 3, 4],
    summary: 'Stabilized nitrogen that pays its way: why protecting urea and UAN is the clear choice for yield and margin.',
    metadata: {
      title: 'The Clear Choice for Nitrogen Protection',
      desc: 'Why protecting urea and UAN with a nitrogen stabilizer is the clear choice for yield, margin and the environment.',
      ogtitle: 'The Clear Choice for Nitrogen Protection',
      ogdesc: 'Keep the nitrogen you paid for in the field, where your crop can use it.',
      ogphoto: { previewsrc: '/images/og-default.jpg' },
      metaContent: 'website',
    },
    heroImageType: 1,
    heroMedia: { previewsrc: '/images/campaign-clear-choice.svg', alttext: 'Rows of young corn under a clear morning sky' },
    modules: [
      p(
        '<h2>Nitrogen you paid for should feed your crop</h2><p>Nitrogen is usually the largest fertilizer bill on the farm, yet a large share of it can leave the field before the crop ever takes it up. Warm soil, surface residue and a dry week after application are enough to send urea into the air as ammonia. Heavy rain can push nitrate below the root zone or turn it into gas in saturated soils.</p><p>A nitrogen stabilizer slows those reactions down, so more of every pound stays where roots can reach it.</p>',
      ),
      {
        type: 3,
        headline: 'What protection is worth',
        items: [
          { headline: 'Up to 40%', shortDescription: 'of surface-applied urea can be lost by volatilization\nwhen conditions are warm, moist and breezy.' },
          { headline: 'Weeks, not days', shortDescription: 'of protection against ammonia loss after application,\nbuying time for rain to move nitrogen into the soil.' },
          { headline: 'One pass', shortDescription: 'treated fertilizer goes on with the equipment you\nalready run: no extra trip across the field.' },
        ],
      },
      {
        type: 1,
        quote: 'We stopped gambling on the weather after application. Treating our urea is now just part of how we farm.',
        author: 'A corn and soybean grower',
        role: 'Central Illinois',
      },
      p(
        '<h2>Choosing the right protection</h2><p>Above ground, a urease inhibitor such as AGROTAIN or ANVOL guards surface-applied urea and UAN. Below ground, CENTURO slows nitrification to keep ammonium in the root zone. SUPERU combines both in one granule. Your rep can help you match the product to your source, timing and soils.</p><p><a href="/find-a-rep">Find a rep near you</a> or try the <a href="/product-selector">Product Selector</a>.</p>',
      ),
    ],
  },
  {
    title: 'Balanced Nutrition',
    slug: 'balanced-nutrition',
    regionIds: [2, 3, 4],
    summary: 'Micronutrients on every granule: even distribution for even crops.',
    metadata: {
      title: 'Balanced Nutrition with Micronutrient Coatings',
      desc: 'Micronutrient coatings put zinc, boron, manganese and more on every granule of fertilizer for even distribution and uptake.',
      ogphoto: { previewsrc: '/images/og-default.jpg' },
    },
    heroImageType: 0,
    heroMedia: { previewsrc: '/images/campaign-balanced-nutrition.svg', alttext: 'Fertilizer granules coated with micronutrients' },
    modules: [
      p(
        '<h2>Small amounts, big effects</h2><p>Crops need micronutrients in tiny quantities, which is exactly why they are hard to spread evenly. A blended micronutrient granule might land every few feet; a coating lands on every granule of your fertilizer, so every plant gets its share.</p>',
      ),
      {
        type: 3,
        headline: 'Guaranteed analyses of our micronutrient coatings',
        items: [
          { headline: 'Zinc 62%', shortDescription: 'Early root growth and enzyme function.' },
          { headline: 'Boron 18%', shortDescription: 'Flowering, pollination and seed set.' },
          { headline: 'Manganese 33%', shortDescription: 'Photosynthesis and disease resistance.' },
          { headline: 'Copper 56.5%', shortDescription: 'Lignin formation and standability.' },
        ],
      },
      {
        type: 4,
        items: [
          {
            imageItem: { previewsrc: '/images/granules.svg', alttext: 'Coated and uncoated fertilizer granules' },
            headline: 'Coated, not blended',
            editorData: '<p>Every granule carries micronutrients, so distribution follows your fertilizer spread pattern.</p>',
          },
          {
            imageItem: { previewsrc: '/images/leaf-spray.svg', alttext: 'Healthy leaves on a young plant' },
            headline: 'Available when roots need it',
            editorData: '<p>Fine particles dissolve close to the root for early-season uptake.</p>',
          },
          {
            imageItem: { previewsrc: '/images/seedling.svg', alttext: 'A seedling emerging from the soil' },
            headline: 'A stronger start',
            editorData: '<p>Balanced early nutrition builds the root system that carries the crop all season.</p>',
          },
        ],
      },
      p('<p>Learn more about <a href="/wolf-trax">WOLF TRAX</a> micronutrient coatings or <a href="/find-a-rep">talk to a rep</a>.</p>'),
    ],
  },
  {
    title: "That's Farming",
    slug: 'thats-farming',
    regionIds: [2, 3, 4],
    summary: 'Stories from growers who plan for the weather they cannot control.',
    metadata: {
      title: "That's Farming",
      desc: 'Stories from growers who plan for the weather they cannot control, and the tools that help them do it.',
      ogphoto: { previewsrc: '/images/og-default.jpg' },
    },
    heroImageType: 1,
    heroMedia: { previewsrc: '/images/campaign-thats-farming.svg', alttext: 'A farm at sunset with storm clouds on the horizon' },
    modules: [
      p(
        "<h2>You can't control the weather</h2><p>A dry spell after top-dressing, a downpour after planting, a spring that arrives two weeks late: that's farming. What growers can control is how well their inputs hold up when the weather turns.</p>",
      ),
      {
        type: 1,
        quote: "The year it didn't rain for three weeks after we spread, the treated field was the one that still looked green in July.",
        author: 'A family farm operator',
        role: 'Southern Minnesota',
      },
      {
        type: 1,
        quote: 'Short seasons leave no room for a slow start. We protect our nitrogen and treat our seed so the crop is ready when the season is.',
        author: 'A canola and wheat grower',
        role: 'Saskatchewan',
      },
      p(
        '<h2>Plan for the season you might get</h2><p>Nitrogen stabilizers, micronutrient coatings and seed enhancement each remove one more variable. Browse our <a href="/knowledge-center">Knowledge Center</a> for field research and practical advice.</p>',
      ),
    ],
  },
  {
    title: 'ANVOL Protects',
    slug: 'anvol-protects',
    regionIds: [2, 3, 4],
    summary: 'Dual-action protection for surface-applied urea that lasts longer.',
    metadata: {
      title: 'ANVOL Protects Your Nitrogen',
      desc: 'ANVOL nitrogen stabilizer uses two active ingredients for longer protection of surface-applied urea and UAN.',
      ogphoto: { previewsrc: '/images/og-default.jpg' },
    },
    heroImageType: 0,
    heroMedia: { previewsrc: '/images/campaign-anvol-protects.svg', alttext: 'A protective shield over a field of crops' },
    modules: [
      p(
        '<h2>Two modes of action, longer protection</h2><p>ANVOL combines two urease inhibitors. One starts working quickly; the other keeps working longer. Together they hold urea in a stable form until rain or incorporation moves it safely into the soil.</p>',
      ),
      {
        type: 3,
        headline: 'Why growers choose ANVOL',
        items: [
          { headline: 'Longer window', shortDescription: 'Extended protection against volatilization\nwhen rain is slow to come.' },
          { headline: 'Flexible timing', shortDescription: 'Fits fall, spring and in-season applications\nof urea and UAN.' },
          { headline: 'Easy handling', shortDescription: 'Treats fertilizer at the retailer\nwith standard equipment.' },
        ],
      },
      p('<p>See the full <a href="/anvol">ANVOL product page</a> for rates and labels, or <a href="/find-a-rep">find a rep</a>.</p>'),
    ],
  },
  {
    title: 'About Us',
    slug: 'about',
    regionIds: [2, 3, 4],
    summary: 'Who we are: a team of agronomists, scientists and crop-nutrition specialists.',
    metadata: {
      title: 'About Us',
      desc: 'We develop enhanced-efficiency fertilizer technologies that help growers use nutrients more efficiently and farm more sustainably.',
      ogphoto: { previewsrc: '/images/og-default.jpg' },
    },
    heroImageType: 1,
    heroMedia: { previewsrc: '/images/campaign-about.svg', alttext: 'Farmland stretching to the horizon' },
    modules: [
      p(
        '<h2>Helping growers get more from every nutrient</h2><p>We develop and sell enhanced-efficiency fertilizer technologies: nitrogen stabilizers that reduce losses to the air and water, micronutrient coatings that distribute nutrients evenly, and a seed enhancer that gives crops a strong start.</p><p>Our agronomists and field teams work with growers, retailers and researchers across the United States, Canada and around the world to turn research into practical recommendations.</p>',
      ),
      {
        type: 3,
        headline: 'What guides us',
        items: [
          { headline: 'Science first', shortDescription: 'Products backed by university and field research.' },
          { headline: 'Grower focused', shortDescription: 'Recommendations that fit real operations\nand real budgets.' },
          { headline: 'Stewardship', shortDescription: 'Less nutrient loss means better yields\nand a healthier environment.' },
        ],
      },
      p(
        '<h2>Work with us</h2><p>Interested in a career in agronomy, research or sales? Visit our <a href="/careers">careers page</a>. Looking for the latest news? Read our <a href="/press-releases">press releases</a>.</p>',
      ),
    ],
  },
  {
    title: 'Privacy Policy',
    slug: 'privacy-policy',
    regionIds: [2, 3, 4],
    summary: 'How we collect, use and protect personal information.',
    metadata: { title: 'Privacy Policy', desc: 'How we collect, use and protect the personal information you share with us.' },
    heroImageType: null,
    heroMedia: null,
    modules: [
      p(
        '<h2>Information we collect</h2><p>When you contact us or search for a representative, we collect the details you enter, such as your name, email address, phone number, region and postal code, so that we can answer your request.</p><h2>How we use it</h2><p>We use this information only to respond to you, connect you with the right representative or retailer, and improve our services. We do not sell personal information.</p><h2>Your choices</h2><p>You may ask us to access, correct or delete your information at any time through our <a href="/contact">contact page</a>.</p>',
      ),
    ],
  },
  {
    title: 'Terms of Use',
    slug: 'terms-of-use',
    regionIds: [2, 3, 4],
    summary: 'The terms that apply to your use of this website.',
    metadata: { title: 'Terms of Use', desc: 'The terms that apply to your use of this website and its content.' },
    heroImageType: null,
    heroMedia: null,
    modules: [
      p(
        '<h2>Use of this site</h2><p>The information on this website is provided for general guidance. Always read and follow product label directions. Product availability and registration vary by state, province and country.</p><h2>Intellectual property</h2><p>Trademarks, text and images on this site belong to us or our licensors and may not be used without permission.</p><h2>Changes</h2><p>We may update these terms from time to time; the version published here applies.</p>',
      ),
    ],
  },
];

/** The kind that shows custom pages: the site pages are its records. */
const customKind = () => kindIdOfFamily('custom');

@Seeder({ order: 120, demo: false, siteContent: true })
@Injectable()
export class SiteSeeder implements SeederProvider {
  private readonly logger = new Logger('SiteSeeder');
  constructor(
    private readonly content: ContentEditing,
    private readonly paths: ContentPaths,
  ) {}

  async seed(): Promise<void> {
    let created = 0;
    const live = () => ({ status: 'published' as const, publishedAt: new Date(Date.now() - 60_000).toISOString() });
    for (const page of SITE_PAGES) {
      if (await this.find(page.slug!)) continue;
      await this.content.save(customKind(), { ...page, ...live() }, null);
      created++;
    }
    // The French pages translate the English ones seeded above (each while it has no French version).
    for (const { translates, ...page } of FRENCH_PAGES) {
      const source = await this.find(translates);
      if (!source || (await this.find(page.slug ?? translates, 'fr'))) continue;
      await this.content.save(customKind(), { ...page, ...live(), translationOf: source.baseId }, null);
      created++;
    }
    if (created) this.logger.log(`Seeded ${created} site pages`);
  }

  private find(slug: string, locale: Locale = 'en'): Promise<ContentItem | null> {
    return this.paths.getBySlugAdmin(customKind(), slug, undefined, locale).catch(() => null);
  }
}
