import { OpeningRange, RetailerHours, Weekday, WEEKDAY_NAMES, WEEKDAYS } from '@contract/directory';
import { useMemo, useRef } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';

export const emptyHours = (): RetailerHours => ({ weekly: { mon: [], tue: [], wed: [], thu: [], fri: [], sat: [], sun: [] }, holidays: [], closedUntil: null });

/** The zones offered first: North America's, as the browser knows them (any other IANA name may be typed). */
function zoneOptions(): string[] {
  try {
    return (Intl as unknown as { supportedValuesOf(k: string): string[] }).supportedValuesOf('timeZone').filter((z) => /^America\/|^Pacific\/Honolulu$/.test(z));
  } catch {
    return ['America/Chicago', 'America/Denver', 'America/Los_Angeles', 'America/New_York', 'America/Regina', 'America/Toronto', 'America/Vancouver', 'America/Winnipeg'];
  }
}

/**
 * Opening hours and the time zone they are kept in, with native inputs and buttons only (every part reachable
 * and usable from the keyboard): for each day its ranges (Add hours / Remove), closed dates and a temporary closure.
 */
export function HoursEditor(props: {
  hours: RetailerHours;
  timeZone: string;
  defaultTimeZone?: string;
  onHours(h: RetailerHours): void;
  onTimeZone(z: string): void;
  errors: Record<string, string>;
}) {
  const { hours, onHours } = props;
  const zones = useMemo(() => zoneOptions(), []);
  const root = useRef<HTMLFieldSetElement>(null);
  const setDay = (day: Weekday, ranges: OpeningRange[]) => onHours({ ...hours, weekly: { ...hours.weekly, [day]: ranges } });
  // After Add, the new row's first field: the keyboard stays where the work is.
  const focusLater = (selector: string) => window.setTimeout(() => root.current?.querySelector<HTMLInputElement>(selector)?.focus(), 0);

  const addRange = (day: Weekday) => {
    const ranges = hours.weekly[day];
    const last = ranges[ranges.length - 1];
    setDay(day, [...ranges, last ? [last[1], last[1] < '17:00' ? '17:00' : '23:59'] : ['08:00', '17:00']]);
    focusLater(`#hours-${day}-${ranges.length}-open`);
  };
  const copyToWeekdays = () => {
    const mon = hours.weekly.mon;
    onHours({ ...hours, weekly: { ...hours.weekly, tue: mon, wed: mon, thu: mon, fri: mon } });
  };

  return (
    <fieldset className="hours-editor col-12" ref={root}>
      <legend className="h6">Opening hours</legend>
      <p className="small text-muted mb-2">Times are the retailer’s own, in its time zone. A day without hours is closed. Search results show “Open now” from these.</p>
      <Form.Group controlId="retailer-timezone" className="mb-3" style={{ maxWidth: 360 }}>
        <Form.Label>Time zone</Form.Label>
        <Form.Control
          list="retailer-timezones"
          value={props.timeZone}
          placeholder={props.defaultTimeZone}
          onChange={(e) => props.onTimeZone(e.target.value)}
          isInvalid={!!props.errors.timeZone}
          aria-describedby="retailer-timezone-help"
        />
        <datalist id="retailer-timezones">
          {zones.map((z) => (
            <option key={z} value={z} />
          ))}
        </datalist>
        <Form.Text id="retailer-timezone-help">Leave empty to use the zone of the retailer’s location{props.defaultTimeZone ? ` (${props.defaultTimeZone})` : ''}.</Form.Text>
        <Form.Control.Feedback type="invalid">{props.errors.timeZone}</Form.Control.Feedback>
      </Form.Group>
      {props.errors.hours ? (
        <p className="text-danger small" role="alert">
          {props.errors.hours}
        </p>
      ) : null}
      <div className="hours-week">
        {WEEKDAYS.map((day) => (
          <div key={day} className="hours-day" role="group" aria-labelledby={`hours-${day}-name`}>
            <span className="hours-day-name" id={`hours-${day}-name`}>
              {WEEKDAY_NAMES[day]}
            </span>
            <div className="hours-ranges">
              {hours.weekly[day].length ? null : <span className="text-muted small">Closed</span>}
              {hours.weekly[day].map(([open, close], i) => (
                <div key={i} className="hours-range">
                  <label className="visually-hidden" htmlFor={`hours-${day}-${i}-open`}>
                    {`${WEEKDAY_NAMES[day]} opens`}
                  </label>
                  <input
                    id={`hours-${day}-${i}-open`}
                    type="time"
                    className="form-control form-control-sm"
                    value={open}
                    required
                    onChange={(e) =>
                      setDay(
                        day,
                        hours.weekly[day].map((r, j) => (j === i ? [e.target.value, r[1]] : r)),
                      )
                    }
                  />
                  <span aria-hidden="true">to</span>
                  <label className="visually-hidden" htmlFor={`hours-${day}-${i}-close`}>
                    {`${WEEKDAY_NAMES[day]} closes`}
                  </label>
                  <input
                    id={`hours-${day}-${i}-close`}
                    type="time"
                    className="form-control form-control-sm"
                    value={close === '24:00' ? '23:59' : close}
                    required
                    onChange={(e) =>
                      setDay(
                        day,
                        hours.weekly[day].map((r, j) => (j === i ? [r[0], e.target.value] : r)),
                      )
                    }
                  />
                  <Button
                    size="sm"
                    variant="outline-danger"
                    aria-label={`Remove ${WEEKDAY_NAMES[day]} ${open} to ${close}`}
                    onClick={() =>
                      setDay(
                        day,
                        hours.weekly[day].filter((_, j) => j !== i),
                      )
                    }
                  >
                    Remove
                  </Button>
                </div>
              ))}
            </div>
            <Button size="sm" variant="outline-secondary" onClick={() => addRange(day)} aria-label={`Add hours on ${WEEKDAY_NAMES[day]}`}>
              Add hours
            </Button>
          </div>
        ))}
      </div>
      <Button size="sm" variant="link" className="px-0" onClick={copyToWeekdays}>
        Copy Monday’s hours to Tuesday–Friday
      </Button>
      <div className="row g-3 mt-1">
        <fieldset className="col-md-6">
          <legend className="h6">Closed dates</legend>
          {hours.holidays.map((d, i) => (
            <div key={i} className="hours-range mb-1">
              <label className="visually-hidden" htmlFor={`hours-holiday-${i}`}>{`Closed date ${i + 1}`}</label>
              <input
                id={`hours-holiday-${i}`}
                type="date"
                className="form-control form-control-sm"
                value={d}
                onChange={(e) => onHours({ ...hours, holidays: hours.holidays.map((x, j) => (j === i ? e.target.value : x)) })}
              />
              <Button
                size="sm"
                variant="outline-danger"
                aria-label={`Remove closed date ${d || i + 1}`}
                onClick={() => onHours({ ...hours, holidays: hours.holidays.filter((_, j) => j !== i) })}
              >
                Remove
              </Button>
            </div>
          ))}
          <Button
            size="sm"
            variant="outline-secondary"
            onClick={() => {
              onHours({ ...hours, holidays: [...hours.holidays, ''] });
              focusLater(`#hours-holiday-${hours.holidays.length}`);
            }}
          >
            Add a closed date
          </Button>
        </fieldset>
        <Form.Group controlId="retailer-closed-until" className="col-md-6">
          <Form.Label className="h6">Temporarily closed until</Form.Label>
          <Form.Control
            type="date"
            size="sm"
            value={hours.closedUntil ?? ''}
            onChange={(e) => onHours({ ...hours, closedUntil: e.target.value || null })}
            aria-describedby="retailer-closed-until-help"
            style={{ maxWidth: 200 }}
          />
          <Form.Text id="retailer-closed-until-help">The day it reopens. Leave empty when open as usual.</Form.Text>
        </Form.Group>
      </div>
    </fieldset>
  );
}

/** What the form sends: blank closed dates dropped, and nothing at all when no hours are given. */
export function hoursToSave(h: RetailerHours): RetailerHours | null {
  const holidays = h.holidays.filter(Boolean);
  const empty = WEEKDAYS.every((d) => !h.weekly[d].length) && !holidays.length && !h.closedUntil;
  return empty ? null : { ...h, holidays };
}
