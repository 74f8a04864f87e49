import { DirectoryLabel, DirectoryRegion, FIND_REP_VALIDATION_MESSAGE } from '@contract/directory';
import { FormEvent, useEffect, useId, useRef, useState } from 'react';
import Button from 'react-bootstrap/Button';
import FormControl from 'react-bootstrap/FormControl';
import FormGroup from 'react-bootstrap/FormGroup';
import FormLabel from 'react-bootstrap/FormLabel';
import FormSelect from 'react-bootstrap/FormSelect';
import Spinner from 'react-bootstrap/Spinner';
import { useNavigate } from 'react-router-dom';

import { DeferredAlert } from '../../../components/site/deferred-alert';
import { fireTrackingPixels } from '../tracking-pixel';

/** The navigation state /reps-retailers receives (spec 2.1: label and zip). */
export interface FindRepNavState {
  label: DirectoryLabel;
  zip: string;
  regionId: DirectoryRegion;
}

export const SEARCH_DELAY_MS = 500;

/** 'Search' plus ' for {selected label}' (spec 2.4): the label is the chosen value, e.g. 'Search for Retailers'. */
export const searchButtonText = (who: string) => (who ? `Search for ${who}` : 'Search');

/** The find-rep form of spec 2.4 / 3 / 5. */
export function FindRepForm(props: { region: DirectoryRegion; initial?: Partial<FindRepNavState>; compact?: boolean }) {
  const navigate = useNavigate();
  const id = useId();
  const [country, setCountry] = useState<DirectoryRegion>(props.initial?.regionId ?? props.region);
  const [who, setWho] = useState<string>(props.initial?.label ?? '');
  const [zip, setZip] = useState(props.initial?.zip ?? '');
  const [message, setMessage] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const timer = useRef<number | null>(null);

  useEffect(() => setCountry(props.initial?.regionId ?? props.region), [props.region, props.initial?.regionId]);
  useEffect(() => () => void (timer.current && window.clearTimeout(timer.current)), []);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!who || !zip.trim()) {
      setMessage(FIND_REP_VALIDATION_MESSAGE);
      return;
    }
    setMessage(null);
    setPending(true);
    fireTrackingPixels();
    const state: FindRepNavState = { label: who as DirectoryLabel, zip: zip.trim(), regionId: country };
    timer.current = window.setTimeout(() => {
      setPending(false);
      navigate('/reps-retailers', { state });
    }, SEARCH_DELAY_MS);
  };

  return (
    <form className={`find-rep-form${props.compact ? ' find-rep-form--compact' : ''}`} onSubmit={submit} noValidate aria-label="Find a Rep or Retailer">
      <div className="find-rep-fields">
        <FormGroup controlId={`${id}-country`} className="find-rep-field">
          <FormLabel>Country</FormLabel>
          <FormSelect value={country} onChange={(e) => setCountry(Number(e.target.value) as DirectoryRegion)}>
            <option value={2}>U.S.</option>
            <option value={3}>Canada</option>
          </FormSelect>
        </FormGroup>
        <FormGroup controlId={`${id}-who`} className="find-rep-field">
          <FormLabel>Who Are You?</FormLabel>
          <FormSelect
            value={who}
            onChange={(e) => {
              setWho(e.target.value);
              if (e.target.value) setMessage(null);
            }}
          >
            <option value=""></option>
            <option value="Retailers">I am a grower</option>
            <option value="Reps">I am a retailer</option>
          </FormSelect>
        </FormGroup>
        <FormGroup controlId={`${id}-zip`} className="find-rep-field find-rep-field--zip">
          <FormLabel>{country === 3 ? 'Search by Postal Code' : 'Search by Zip'}</FormLabel>
          <FormControl
            type="search"
            value={zip}
            onChange={(e) => setZip(e.target.value)}
            inputMode={country === 3 ? 'text' : 'numeric'}
            autoComplete="postal-code"
            maxLength={10}
            placeholder={country === 3 ? 'e.g. S4P 3Y2' : 'e.g. 50309'}
            aria-describedby={message ? `${id}-msg` : undefined}
            isInvalid={!!message}
          />
        </FormGroup>
        <div className="find-rep-field find-rep-field--submit">
          <Button type="submit" className="btn-brand" disabled={pending}>
            {pending ? <Spinner size="sm" className="me-2" aria-hidden /> : null}
            {searchButtonText(who)}
          </Button>
        </div>
      </div>
      {message ? (
        <DeferredAlert variant="warning" className="find-rep-message mt-3 mb-0" id={`${id}-msg`} role="alert">
          {message}
        </DeferredAlert>
      ) : null}
    </form>
  );
}
