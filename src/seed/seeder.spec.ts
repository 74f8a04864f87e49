import { SeederOptions, seederRuns } from './seeder';

const required: SeederOptions = { order: 10, demo: false };
const siteContent: SeederOptions = { order: 100, demo: false, siteContent: true };
const demo: SeederOptions = { order: 300, demo: true };
const runs = (env: 'development' | 'production' | 'test', seedDemo: boolean) => [required, siteContent, demo].map((s) => seederRuns(s, { env, seedDemo }));

describe('seed decision', () => {
  it('production without SEED_DEMO: the administrator, redirects, selector data, products and site pages, no demo data', () => {
    expect(runs('production', false)).toEqual([true, true, false]);
  });

  it('production with SEED_DEMO=true: everything', () => {
    expect(runs('production', true)).toEqual([true, true, true]);
  });

  it("development and tests keep today's behaviour: SEED_DEMO seeds site content and demo data, without it neither", () => {
    expect(runs('development', true)).toEqual([true, true, true]);
    expect(runs('development', false)).toEqual([true, false, false]);
    expect(runs('test', false)).toEqual([true, false, false]);
  });
});
