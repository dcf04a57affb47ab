import ICAL from 'ical.js';

export interface ParsedEvent {
  uid: string;
  summary: string;
  location: string | null;
  description: string | null;
  status: string | null;
  /** The start as written: local time in its TZID, or a date for a day-long event. */
  start: string;
  /** The end, written the same way. */
  end: string;
  tzid: string | null;
  allDay: boolean;
  freq: string | null;
  /** The repeat's UNTIL, as an instant (ISO, UTC). */
  until: string | null;
  /** The EXDATEs, as instants (ISO, UTC). */
  excluded: string[];
  /** Every occurrence (instants, ISO, UTC), EXDATEs left out, with its local time in the zone. */
  occurrences: { at: string; local: string }[];
}

/** Tests only: a feed as a calendar app reads it (ical.js), its VTIMEZONE registered. */
export function parseFeed(text: string): {
  name: string;
  zone: string | null;
  events: ParsedEvent[];
} {
  const calendar = new ICAL.Component(ICAL.parse(text));
  const zone = calendar.getFirstSubcomponent('vtimezone');
  if (zone) ICAL.TimezoneService.register(zone);
  const events = calendar.getAllSubcomponents('vevent').map((component) => {
    const event = new ICAL.Event(component);
    const rule = component.getFirstPropertyValue('rrule') as ICAL.Recur | null;
    const excluded = component
      .getAllProperties('exdate')
      .flatMap((property) => property.getValues() as ICAL.Time[])
      .map((time) => time.toJSDate().toISOString());
    const occurrences: ParsedEvent['occurrences'] = [];
    const iterator = event.iterator();
    for (let next = iterator.next(); next && occurrences.length < 60; next = iterator.next()) {
      const at = next.toJSDate().toISOString();
      if (!excluded.includes(at)) occurrences.push({ at, local: next.toString() });
      if (!rule) break;
    }
    return {
      uid: event.uid,
      summary: event.summary,
      location: event.location || null,
      description: event.description || null,
      status: (component.getFirstPropertyValue('status') as string | null) ?? null,
      start: event.startDate.toString(),
      end: event.endDate.toString(),
      tzid: (component.getFirstProperty('dtstart')!.getParameter('tzid') as string | null) ?? null,
      allDay: event.startDate.isDate,
      freq: rule?.freq ?? null,
      until: rule?.until ? rule.until.toJSDate().toISOString() : null,
      excluded,
      occurrences,
    };
  });
  return {
    name: String(
      calendar.getFirstPropertyValue('x-wr-calname') ??
        calendar.getFirstPropertyValue('name') ??
        '',
    ),
    zone: zone ? String(zone.getFirstPropertyValue('tzid')) : null,
    events,
  };
}
