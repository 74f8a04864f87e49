import { REGION_CODE, REGION_IDS, RegionId } from '@contract/regions';
import { CHOOSE_REGION_PATH } from '@contract/site';
import { useEffect, useId, useRef } from 'react';

import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { regionActions, selectRegion } from '../../app/region-slice';
import { SiteMessageId, useLocale, useT } from '../../lib/i18n';
import { ChevronDown, GlobeIcon } from './icons';

const REGION_NAME: Record<RegionId, SiteMessageId> = { 2: 'region.name.us', 3: 'region.name.ca', 4: 'region.name.int' };

/** Country selector (spec 2.2): globe icon and a dropdown with US, CA, INT. */
export function RegionSelector(props: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const { open, onOpenChange } = props;
  const region = useAppSelector(selectRegion);
  const dispatch = useAppDispatch();
  const listId = useId();
  const wrap = useRef<HTMLDivElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);
  const t = useT();
  const french = useLocale() === 'fr';

  useEffect(() => {
    if (!open) return;
    const onDoc = (e: MouseEvent) => !wrap.current?.contains(e.target as Node) && onOpenChange(false);
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') {
        onOpenChange(false);
        toggle.current?.focus();
      }
    };
    document.addEventListener('mousedown', onDoc);
    document.addEventListener('keydown', onKey);
    wrap.current?.querySelector<HTMLButtonElement>('[aria-current="true"]')?.focus();
    return () => {
      document.removeEventListener('mousedown', onDoc);
      document.removeEventListener('keydown', onKey);
    };
  }, [open, onOpenChange]);

  const choose = (r: RegionId) => {
    onOpenChange(false);
    dispatch(regionActions.regionChosen(r));
  };

  return (
    <div
      className="region-selector"
      ref={wrap}
      onBlur={(e) => {
        // Tabbing out of the open list closes it.
        if (open && e.relatedTarget && !e.currentTarget.contains(e.relatedTarget)) onOpenChange(false);
      }}
    >
      <button
        ref={toggle}
        type="button"
        className="region-selector__toggle"
        aria-expanded={open}
        aria-controls={listId}
        aria-label={t('region.toggle')}
        title={t('region.current', { name: t(REGION_NAME[region]) })}
        onClick={() => onOpenChange(!open)}
      >
        <GlobeIcon />
        <span aria-hidden="true">{REGION_CODE[region]}</span>
        <ChevronDown className={open ? 'rotate-180' : undefined} />
      </button>
      {/* Without script the list opens while focus is in it (client/index.html) and a button submits the form: the server keeps the choice and goes to that home. */}
      <form action={CHOOSE_REGION_PATH} method="get">
        {french && <input type="hidden" name="lang" value="fr" />}
        <ul id={listId} className="region-selector__list" hidden={!open} aria-label={t('region.list')}>
          {REGION_IDS.map((r) => (
            <li key={r}>
              <button
                type="submit"
                name="region"
                value={r}
                aria-current={r === region ? 'true' : undefined}
                aria-label={REGION_CODE[r]}
                title={t(REGION_NAME[r])}
                onClick={(e) => {
                  e.preventDefault();
                  choose(r);
                }}
              >
                <span className="region-selector__code">{REGION_CODE[r]}</span>
                <span className="region-selector__name" aria-hidden="true">
                  {t(REGION_NAME[r])}
                </span>
              </button>
            </li>
          ))}
        </ul>
      </form>
    </div>
  );
}
