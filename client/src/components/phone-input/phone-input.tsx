import type { CountryCode } from 'libphonenumber-js/min';
import { KeyboardEvent, useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';

import { useLocale, useT } from '../../lib/i18n';
import { Flag, useFlags } from './phone-flag';
import { usePhoneHistory } from './phone-history';
import {
  caretAfterDigits,
  DEFAULT_COUNTRY,
  dialCodeOf,
  digitsBefore,
  digitsOf,
  examplePlaceholder,
  insertAllowed,
  normalizePhone,
  phoneCountries,
  PhoneState,
  switchCountry,
  TYPE_AHEAD_RESET_MS,
  typeAheadKey,
} from './phone-model';

import './phone-input.css';

export interface PhoneInputProps {
  id?: string;
  label: string;
  /** Called with the number as shown ('' when only a dial code is present) and its E.164 form. */
  onChange(value: { display: string; e164: string; country: string }): void;
  defaultCountry?: CountryCode;
  describedBy?: string;
  /** Shown beside the label, outside it (e.g. 'optional'), so the field's name stays the label alone. */
  hint?: string;
  /** The field's name when its form is posted without script. */
  name?: string;
}

/**
 * Phone input (spec 2.3, 5, 9): flag and country dropdown (default US) with type-ahead that resets
 * after 1 s, the dial code shown beside the flag and as the number's prefix, digits only, formatting by the country's pattern,
 * the country guessed from the dial code typed, and an undo history of 20 saved 200 ms after typing stops.
 */
export function PhoneInput({ id: idProp, label, onChange, defaultCountry = DEFAULT_COUNTRY, describedBy, hint, name }: PhoneInputProps) {
  const t = useT();
  const autoId = useId();
  const id = idProp ?? `phone-${autoId}`;
  const listId = `${id}-countries`;
  const flags = useFlags();
  const locale = useLocale();
  const countries = useMemo(() => phoneCountries(locale), [locale]);
  const [state, setState] = useState<PhoneState>({ country: defaultCountry, display: '', e164: '' });
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const inputRef = useRef<HTMLInputElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const wrapRef = useRef<HTMLDivElement>(null);
  const pendingCaret = useRef<number | null>(null);
  const typeAhead = useRef({ text: '', timer: undefined as number | undefined });
  const stateRef = useRef(state);
  stateRef.current = state;
  const current = countries.find((c) => c.iso2 === state.country.toLowerCase()) ?? countries[0];

  const emit = useCallback(
    (s: PhoneState) => {
      const onlyDial = !s.e164;
      onChange({ display: onlyDial ? '' : s.display, e164: s.e164, country: s.country });
    },
    [onChange],
  );

  const history = usePhoneHistory({ country: defaultCountry, display: '', e164: '' }, stateRef, (s) => {
    setState(s);
    emit(s);
    pendingCaret.current = s.display.length;
  });

  const apply = useCallback(
    (next: PhoneState, caretDigits: number | null, record = true) => {
      if (next.unknownCode && next.unknownCode !== stateRef.current.unknownCode) console.info(`Phone: unknown country code +${next.unknownCode}`);
      // Read at once by a handler that runs before the re-render (the focus that follows choosing a country).
      stateRef.current = next;
      setState(next);
      emit(next);
      pendingCaret.current = caretDigits === null ? next.display.length : caretAfterDigits(next.display, caretDigits);
      if (record) history.schedule(next);
    },
    [emit, history],
  );

  // Restore the caret after React re-renders the formatted value.
  useEffect(() => {
    const el = inputRef.current;
    if (el && pendingCaret.current !== null && document.activeElement === el) {
      el.setSelectionRange(pendingCaret.current, pendingCaret.current);
    }
    pendingCaret.current = null;
  });

  // Non-digit inserts are refused before they reach the field.
  useEffect(() => {
    const el = inputRef.current;
    if (!el) return;
    const guard = (e: InputEvent) => {
      if (!e.inputType.startsWith('insert')) return;
      const data = e.data ?? e.dataTransfer?.getData('text/plain') ?? '';
      if (data && !insertAllowed(data)) e.preventDefault();
    };
    el.addEventListener('beforeinput', guard);
    return () => el.removeEventListener('beforeinput', guard);
  }, []);

  const onInput = (e: React.ChangeEvent<HTMLInputElement>) => {
    const el = e.target;
    const prev = stateRef.current;
    const inputType = (e.nativeEvent as InputEvent).inputType ?? '';
    let raw = el.value.replace(/[^0-9+()\-.\s]/g, '');
    const caret = el.selectionStart ?? raw.length;
    let n = digitsBefore(raw, caret);
    // Deleting only formatting (a bracket, a space) deletes the digit beside it instead.
    if (inputType.startsWith('delete') && digitsOf(raw) === digitsOf(prev.display) && raw.length < prev.display.length) {
      const digits = digitsOf(raw);
      const at = inputType === 'deleteContentForward' ? n : n - 1;
      if (at >= 0 && at < digits.length) {
        const rest = digits.slice(0, at) + digits.slice(at + 1);
        raw = (prev.display.startsWith('+') ? '+' : '') + rest;
        n = at;
      }
    }
    const next = normalizePhone(raw, prev.country, prev.display);
    // Digits typed without '+' got the dial code in front of them.
    const added = Math.max(0, digitsOf(next.display).length - digitsOf(raw).length);
    apply(next, raw.lastIndexOf('+') > 0 ? null : n + added);
  };

  // Digits only may be typed (spec 2.3, 5): an empty field shows the '+' and the dropdown's dial code
  // on focus, so another country's dial code is typed as digits in place of it.
  const onFocus = () => {
    const s = stateRef.current;
    if (s.display) return;
    const display = `+${dialCodeOf(s.country)} `;
    pendingCaret.current = display.length;
    setState({ ...s, display });
  };

  const onBlur = () => {
    const s = stateRef.current;
    if (!s.e164 && (s.display.trim() === `+${dialCodeOf(s.country)}` || s.display.trim() === '+')) setState({ ...s, display: '' });
  };

  // ---- Country dropdown ----
  const openList = () => {
    setActive(
      Math.max(
        0,
        countries.findIndex((c) => c.iso2 === state.country.toLowerCase()),
      ),
    );
    setOpen(true);
  };
  const choose = (index: number) => {
    const c = countries[index];
    if (!c) return;
    setOpen(false);
    const s = stateRef.current;
    const to = c.iso2.toUpperCase() as CountryCode;
    apply(s.e164 ? switchCountry(s, to) : { country: to, display: s.display ? `+${dialCodeOf(to)} ` : '', e164: '' }, null);
    inputRef.current?.focus();
  };
  useEffect(() => {
    if (!open) return;
    listRef.current?.focus();
    const close = (e: MouseEvent) => {
      if (!wrapRef.current?.contains(e.target as Node)) setOpen(false);
    };
    document.addEventListener('mousedown', close);
    return () => document.removeEventListener('mousedown', close);
  }, [open]);
  useEffect(() => {
    if (open) document.getElementById(`${listId}-${countries[active]?.iso2}`)?.scrollIntoView({ block: 'nearest' });
  }, [open, active, listId, countries]);

  const onListKey = (e: KeyboardEvent<HTMLUListElement>) => {
    if (e.key === 'ArrowDown') setActive((a) => Math.min(countries.length - 1, a + 1));
    else if (e.key === 'ArrowUp') setActive((a) => Math.max(0, a - 1));
    else if (e.key === 'Home') setActive(0);
    else if (e.key === 'End') setActive(countries.length - 1);
    else if (e.key === 'Enter' || e.key === ' ') choose(active);
    else if (e.key === 'Escape' || e.key === 'Tab') {
      setOpen(false);
      if (e.key === 'Escape') {
        // Handled here: a dialog around the field (the contact overlay) must not close on the same key.
        e.preventDefault();
        buttonRef.current?.focus();
      }
      return;
    } else if (e.key.length === 1 && /\S/.test(e.key)) {
      // Type-ahead: letters typed within 1 s add up; then the search starts again.
      const t = typeAhead.current;
      window.clearTimeout(t.timer);
      t.text += e.key.toLowerCase();
      t.timer = window.setTimeout(() => (t.text = ''), TYPE_AHEAD_RESET_MS);
      const hit = countries.findIndex((c) => typeAheadKey(c.name).startsWith(typeAheadKey(t.text)));
      if (hit >= 0) setActive(hit);
    } else return;
    e.preventDefault();
  };

  return (
    <div className="phone-input" ref={wrapRef}>
      <div className="phone-input__label">
        <label htmlFor={id} className="form-label">
          {label}
        </label>
        {hint ? <span className="phone-input__hint">{hint}</span> : null}
      </div>
      <div className="phone-input__group">
        <button
          ref={buttonRef}
          type="button"
          className="phone-input__country"
          aria-haspopup="listbox"
          aria-expanded={open}
          aria-controls={open ? listId : undefined}
          aria-label={t('phone.countryCurrent', { name: current.name, dialCode: current.dialCode })}
          title={t('phone.countryCurrent', { name: current.name, dialCode: current.dialCode })}
          onClick={() => (open ? setOpen(false) : openList())}
        >
          <Flag iso={current.iso2} flags={flags} />
          <span className="phone-input__prefix" aria-hidden="true">
            +{current.dialCode}
          </span>
          <span className="phone-input__caret" aria-hidden="true" />
        </button>
        <input
          ref={inputRef}
          id={id}
          name={name}
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          className="form-control phone-input__field"
          value={state.display}
          placeholder={examplePlaceholder(state.country)}
          onChange={onInput}
          onFocus={onFocus}
          onBlur={onBlur}
          onKeyDown={history.onKeyDown}
          aria-describedby={describedBy}
          data-country={state.country.toLowerCase()}
        />
      </div>
      {open ? (
        <ul
          ref={listRef}
          id={listId}
          role="listbox"
          className="phone-input__list"
          tabIndex={-1}
          aria-label={t('phone.country')}
          aria-activedescendant={`${listId}-${countries[active]?.iso2}`}
          onKeyDown={onListKey}
        >
          {countries.map((c, i) => (
            <li
              key={c.iso2}
              id={`${listId}-${c.iso2}`}
              role="option"
              aria-selected={c.iso2 === current.iso2}
              className={`phone-input__option${i === active ? ' is-active' : ''}`}
              onMouseDown={(e) => e.preventDefault()}
              onClick={() => choose(i)}
              onMouseEnter={() => setActive(i)}
            >
              <Flag iso={c.iso2} flags={flags} />
              <span className="phone-input__name">{c.name}</span>
              <span className="phone-input__dial">+{c.dialCode}</span>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
