import type { RegionId } from './regions';

/** The copy of the three homes (client home page, and the server's static hero that paints before the client runs). */
export interface HomeCopy {
  title: string;
  description: string;
  eyebrow: string;
  headline: string;
  lead: string;
}

export const HOME_COPY: Record<RegionId, HomeCopy> = {
  2: {
    title: 'Home',
    description: 'Nitrogen stabilizers, micronutrient coatings and seed enhancement that help US growers protect their fertilizer investment and raise yields.',
    eyebrow: 'Crop nutrition for US growers',
    headline: 'Protect your nitrogen. Feed every acre.',
    lead: 'Proven nitrogen protection, micronutrient and seed-enhancement technologies that keep more of every fertilizer dollar working in the field.',
  },
  3: {
    title: 'Canada',
    description: 'Nitrogen protection, micronutrients and seed enhancement for Canadian growers, from the Prairies to Eastern Canada.',
    eyebrow: 'Crop nutrition for Canadian growers',
    headline: 'More from every tonne of fertilizer.',
    lead: 'Short seasons and variable springs call for nutrients that stay put. Our stabilizers, micronutrients and seed enhancers are built for Canadian conditions.',
  },
  4: {
    title: 'International',
    description: 'Enhanced-efficiency fertilizer technologies for growers and distributors around the world.',
    eyebrow: 'Around the world',
    headline: 'Enhanced efficiency for every growing region.',
    lead: 'Our nitrogen stabilizers and micronutrient technologies are used on farms across the Americas, Europe, Asia Pacific and Africa. Talk to our international team about availability in your market.',
  },
};
