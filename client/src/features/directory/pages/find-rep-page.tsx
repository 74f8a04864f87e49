import type { DirectoryRegion } from '@contract/directory';
import { useEffect } from 'react';

import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { regionActions, selectRegion } from '../../../app/region-slice';
import { usePageHead } from '../../../components/site/page-head';
import { FindRepForm, FindRepNavState } from '../components/find-rep-form';
import { WorldMapBackground } from '../components/world-map-background';

import '../directory.css';

export const FIND_REP_INTRO =
  'Our network of representatives, retailers and distributors across North America is ready to help you put the right nutrient management products to work on your acres. Tell us who you are and where you farm or do business, and we will connect you with the people nearest you.';

/** The find-a-rep pages force their region (spec 2.2): /find-a-rep is the US, /find-a-rep-ca Canada. */
function useForcedRegion(region: DirectoryRegion) {
  const dispatch = useAppDispatch();
  const current = useAppSelector(selectRegion);
  useEffect(() => {
    if (current !== region) dispatch(regionActions.regionUpdated(region));
  }, [current, region, dispatch]);
}

export function FindRepHero(props: { region: DirectoryRegion; headingLevel?: 'h1' | 'h2'; initial?: Partial<FindRepNavState>; initialMessage?: string }) {
  const Heading = props.headingLevel ?? 'h1';
  return (
    <section className="find-rep-hero">
      <WorldMapBackground />
      <div className="container find-rep-hero-inner">
        <Heading className="find-rep-title">Find a Rep or Retailer</Heading>
        <p className="find-rep-intro">{FIND_REP_INTRO}</p>
        <div className="find-rep-card">
          <FindRepForm region={props.region} initial={props.initial} initialMessage={props.initialMessage} />
        </div>
      </div>
    </section>
  );
}

function FindRepPage({ region }: { region: DirectoryRegion }) {
  useForcedRegion(region);
  usePageHead({ title: 'Find a Rep or Retailer', description: 'Find a representative or retailer near you by ZIP or postal code.' });
  return <FindRepHero region={region} />;
}

export const FindRepUsPage = () => <FindRepPage region={2} />;
export const FindRepCaPage = () => <FindRepPage region={3} />;
