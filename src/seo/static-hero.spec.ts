import { HOME_COPY } from '../contract/home-copy';
import { homeRegion } from './site-head.resolver';
import { homeHeroHtml } from './static-hero';

describe('static home hero (painted before the client runs)', () => {
  it('maps the home paths to their region, the Canada host showing the Canada home at /', () => {
    expect(homeRegion('/', false)).toBe(2);
    expect(homeRegion('/', true)).toBe(3);
    expect(homeRegion('/home-ca', false)).toBe(3);
    expect(homeRegion('/can', false)).toBe(3);
    expect(homeRegion('/home-int', false)).toBe(4);
    expect(homeRegion('/int', false)).toBe(4);
    expect(homeRegion('/agrotain', false)).toBeNull();
  });

  it('renders the home headline as the one h1, with the hero image and actions', () => {
    const html = homeHeroHtml(3);
    expect(html.match(/<h1/g)).toHaveLength(1);
    expect(html).toContain(`<h1 class="home-hero__title">${HOME_COPY[3].headline}</h1>`);
    expect(html).toContain('class="home-hero__bg" src="data:image/svg+xml;base64,');
    expect(html).toContain('href="/find-a-rep-ca"');
    expect(homeHeroHtml(4)).toContain('href="/contact">Contact our team');
  });
});
