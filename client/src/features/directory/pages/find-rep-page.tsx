import type { DirectoryRegion } from '@contract/directory';
import { useEffect } from 'react';

import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { regionActions, selectRegion } from '../../../app/region-slice';
import { usePageHead } from '../../../components/site/page-head';
import { useT } from '../../../lib/i18n';
import { FindRepForm, FindRepNavState } from '../components/find-rep-form';
import { WorldMapBackground } from '../components/world-map-background';

import '../directory.css';

/** The find-a-rep pages force their region (spec 2.2): /find-a-rep is the US, /find-a-rep-ca Canada. */
function useForcedRegion(region: DirectoryRegion) {
  const dispatch = useAppDispatch();
  const current = useAppSelector(selectRegion);
  useEffect(() => {
    if (current !== region) dispatch(regionActions.regionUpdated(region));
  }, [current, region, dispatch]);
}

export function FindRepHero(props: { region: DirectoryRegion; headingLevel?: 'h1' | 'h2'; initial?: Partial<FindRepNavState>; missingValue?: boolean }) {
  const Heading = props.headingLevel ?? 'h1';
  const t = useT();
  return (
    <section className="find-rep-hero">
      <WorldMapBackground />
      <div className="container find-rep-hero-inner">
        <Heading className="find-rep-title">{t('findRep.title')}</Heading>
        <p className="find-rep-intro">{t('findRep.intro')}</p>
        <div className="find-rep-card">
          <FindRepForm region={props.region} initial={props.initial} missingValue={props.missingValue} />
        </div>
      </div>
    </section>
  );
}

function FindRepPage({ region }: { region: DirectoryRegion }) {
  useForcedRegion(region);
  const t = useT();
  usePageHead({ title: t('findRep.title'), description: t('findRep.headDescription') });
  return <FindRepHero region={region} />;
}

export const FindRepUsPage = () => <FindRepPage region={2} />;
export const FindRepCaPage = () => <FindRepPage region={3} />;
