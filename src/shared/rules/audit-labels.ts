import { isKnownAuditAction, type AuditAction } from './audit-kinds.ts';
import { plural } from './text.ts';

/** What the activity view needs of an audit entry to say it in plain words. */
export interface AuditEntryFacts {
  actor: { name: string } | null;
  action: string;
  subject: string | null;
  subjectName: string | null;
  details: Record<string, unknown>;
}

const text = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() ? value.trim() : null;

const count = (value: unknown): number | null =>
  typeof value === 'number' && Number.isFinite(value) ? value : null;

/** The settings fields' names as the settings page calls them. */
const SETTINGS_FIELDS: Record<string, string> = {
  school_name: 'school name',
  primary_color: 'primary colour',
  secondary_color: 'secondary colour',
  theme_mode: 'theme',
  time_zone: 'time zone',
  office_email: 'office email',
  office_phone: 'office phone',
  absence_notices: 'absence emails',
  late_notices: 'late emails',
  require_admin_second_factor: 'second factor for admins',
  payment_instructions: 'payment instructions',
  conference_cutoff_hours: 'conference cut-off',
};

function listWords(words: string[]): string {
  if (words.length <= 1) return words.join('');
  return `${words.slice(0, -1).join(', ')} and ${words.at(-1)}`;
}

/** "the holiday Christmas (2026-12-25 to 2026-12-26)" from a calendar entry's audit details. */
function calendarEntry(details: Record<string, unknown>): string {
  const kind = text(details.kind)?.replace('school_day', 'extra school day') ?? 'entry';
  const from = text(details.from);
  const to = text(details.to);
  const dates = from ? ` (${from}${to && to !== from ? ` to ${to}` : ''})` : '';
  return `the ${kind} ${text(details.name) ?? ''}${dates}`.replace(/ +/g, ' ');
}

/** " on 2026-12-01" or " from 2026-12-01 to 2026-12-03" from an absence note's audit details. */
function noteDays(details: Record<string, unknown>): string {
  const from = text(details.from);
  const to = text(details.to);
  if (!from) return '';
  return to && to !== from ? ` from ${from} to ${to}` : ` on ${from}`;
}

/** "the class Grade 10A" when the name is known, else "a class". */
const the = (kind: string, name: string | null) => (name ? `the ${kind} ${name}` : `a ${kind}`);

/** `name` is what the entry is about: its current name, else the one recorded with it, or null. */
type Phrase = (entry: AuditEntryFacts, name: (recorded?: unknown) => string | null) => string;

/** What the actor did, by kind (`action`): the words after the actor's name. */
const PHRASES: Record<AuditAction, Phrase> = {
  'classes.created': (e, name) => `created ${the('class', name(e.details.className))}`,
  'classes.updated': (_e, name) => `changed ${the('class', name())}`,
  'classes.deleted': (e, name) => `deleted ${the('class', name(e.details.className))}`,
  'enrolments.replaced': (_e, name) => `changed who is in ${the('class', name())}`,
  'timetable.replaced': (_e, name) => `changed the timetable of ${the('class', name())}`,
  'subjects.created': (e, name) => `added ${the('subject', name(e.details.name))}`,
  'subjects.renamed': (e) =>
    `renamed ${the('subject', text(e.details.from))} to ${text(e.details.to) ?? 'a new name'}`,
  'subjects.deleted': (e, name) => `deleted ${the('subject', name(e.details.name))}`,
  'subjects.defaults_stored': () => 'made the standard subject list the school’s own',
  'fees.structure_created': (e, name) => `created ${the('fee', name(e.details.feeType))}`,
  'fees.structure_updated': (e, name) => `changed ${the('fee', name(e.details.feeType))}`,
  'fees.structure_deleted': (e, name) => `deleted ${the('fee', name(e.details.feeType))}`,
  'fees.records_generated': (e, name) => {
    const made = count(e.details.recordsCreated);
    const records = made === null ? 'fee records' : plural(made, 'fee record');
    return `created ${records} for ${the('fee', name())}`;
  },
  'fees.payment_recorded': (e) => {
    const cents = count(e.details.amountCents);
    const student = text(e.details.studentName);
    const feeType = text(e.details.feeType);
    return [
      cents === null ? 'recorded a payment' : `recorded a payment of $${(cents / 100).toFixed(2)}`,
      student ? ` from ${student}` : '',
      feeType ? ` for ${feeType}` : '',
    ].join('');
  },
  'people.student_added': (_e, name) => `added ${the('student', name())}`,
  'people.invited': (e, name) => {
    const role = text(e.details.role);
    return `invited ${name() ?? 'someone'}${role ? ` as ${role}` : ''}`;
  },
  'people.updated': (_e, name) => `changed the details of ${name() ?? 'someone'}`,
  'people.deleted': (e, name) => {
    const role = text(e.details.role);
    return `deleted ${name() ?? (role ? `a ${role}` : 'someone')}`;
  },
  'people.invitation_resent': (_e, name) => `sent the invitation to ${name() ?? 'someone'} again`,
  'people.invitation_revoked': (_e, name) => `withdrew the invitation of ${name() ?? 'someone'}`,
  'people.invitation_accepted': () => 'accepted their invitation and joined',
  'people.student_updated': (_e, name) => `changed the record of ${name() ?? 'a student'}`,
  'people.guardian_linked': (e, name) =>
    `linked ${the('parent', text(e.details.parentName))} to ${name(e.details.studentName) ?? 'a student'}`,
  'people.guardian_unlinked': (e, name) =>
    `unlinked ${the('parent', text(e.details.parentName))} from ${name(e.details.studentName) ?? 'a student'}`,
  'people.imported': (e) => {
    const created = count(e.details.created);
    const updated = count(e.details.updated);
    const parts = [
      created ? `added ${plural(created, 'person', 'people')}` : null,
      updated ? `updated ${plural(updated, 'person', 'people')}` : null,
    ].filter((part): part is string => part !== null);
    return parts.length ? `imported a CSV file (${listWords(parts)})` : 'imported a CSV file';
  },
  'roster.imported': () => 'imported a OneRoster set',
  'attendance.marked': (e, name) => {
    const to = e.details.to as { status?: unknown } | undefined;
    const status = text(to?.status);
    const who = name(e.details.studentName) ?? 'a student';
    const date = text(e.details.date);
    return `${status ? `marked ${who} ${status}` : `cleared the attendance of ${who}`}${date ? ` on ${date}` : ''}`;
  },
  'assignments.created': (e, name) => `created ${the('assignment', name(e.details.title))}`,
  'assignments.updated': (e, name) => `changed ${the('assignment', name(e.details.title))}`,
  'assignments.published': (_e, name) => `published ${the('assignment', name())}`,
  'assignments.deleted': (e, name) => `deleted ${the('assignment', name(e.details.title))}`,
  'submissions.handed_in': (e, name) =>
    `handed in ${text(e.details.studentName) ?? 'a student'}’s work on ${the('assignment', name())}`,
  'submissions.graded': (e, name) => {
    const grade = text(e.details.grade);
    return `graded ${text(e.details.studentName) ?? 'a student'}’s work on ${the('assignment', name())}${grade ? ` (${grade})` : ''}`;
  },
  'meetings.scheduled': (e) =>
    `arranged a parent meeting about ${text(e.details.studentName) ?? 'a student'}`,
  'meetings.cancelled': (e) =>
    `cancelled the parent meeting about ${text(e.details.studentName) ?? 'a student'}`,
  'conferences.published': (e) => `published ${the('conference session', text(e.details.title))}`,
  'conferences.booked': (e) =>
    `booked a conference slot for ${text(e.details.studentName) ?? 'a student'}`,
  'conferences.moved': (e) =>
    `moved the conference slot of ${text(e.details.studentName) ?? 'a student'}`,
  'conferences.cancelled': (e) =>
    `cancelled the conference slot of ${text(e.details.studentName) ?? 'a student'}`,
  'profile.updated': () => 'updated their profile',
  'auth.sign_in': () => 'signed in',
  'auth.sign_out': () => 'signed out',
  'auth.sign_up': () => 'signed up',
  'auth.sign_in_failed': (e) => `failed to sign in${e.subject ? ` as ${e.subject}` : ''}`,
  'auth.password_changed': () => 'changed their password',
  'auth.password_reset': () => 'set a new password with a reset link',
  'auth.recovery_requested': (e) =>
    `asked for a password reset link${e.subject ? ` for ${e.subject}` : ''}`,
  'auth.recovery_link_used': () => 'opened a password reset link',
  'auth.refresh_reuse_detected': () => 'had a reused sign-in token refused (its session was ended)',
  'auth.passkey_added': (e) =>
    `added a passkey${text(e.details.name) ? ` (${text(e.details.name)})` : ''}`,
  'auth.passkey_removed': (e) =>
    `removed a passkey${text(e.details.name) ? ` (${text(e.details.name)})` : ''}`,
  'auth.second_factor_added': () => 'set up an authenticator app',
  'auth.second_factor_removed': () => 'removed their authenticator app',
  'auth.second_factor_failed': (e) =>
    `entered a wrong ${e.details.kind === 'recovery_code' ? 'recovery code' : 'authenticator code'}`,
  'auth.recovery_code_used': () => 'signed in with a recovery code',
  'auth.recovery_codes_renewed': () => 'made new recovery codes',
  'auth.second_factor_reset': (e) =>
    `reset the passkeys and authenticator app${e.subject ? ` of ${e.subject}` : ''}`,
  'auth.sign_in_failures_notified': () =>
    'was emailed about repeated failed sign-ins to their account',
  'rag.ingested': (_e, name) => `uploaded ${the('document', name())}`,
  'rag.deleted': (e, name) => `deleted ${the('document', name(e.details.title))}`,
  'settings.updated': (e) => {
    const fields = Array.isArray(e.details.fields)
      ? e.details.fields.map((field) => SETTINGS_FIELDS[String(field)] ?? String(field))
      : [];
    return fields.length
      ? `changed the school settings (${listWords(fields)})`
      : 'changed the school settings';
  },
  'settings.logo_uploaded': () => 'uploaded a new school logo',
  'settings.logo_removed': () => 'removed the school logo',
  'calendar.added': (e) => `added ${calendarEntry(e.details)} to the school calendar`,
  'calendar.removed': (e) => `removed ${calendarEntry(e.details)} from the school calendar`,
  'auth.sign_in_refused': (e) =>
    `was refused sign-in${e.subject ? ` as ${e.subject}` : ''}${text(e.details.provider) ? ` with ${text(e.details.provider)}` : ''}: ${text(e.details.reason) ?? 'refused'}`,
  'identity_providers.added': (e) => `added the sign-in provider ${text(e.details.name) ?? ''}`,
  'identity_providers.updated': (e) => `changed the sign-in provider ${text(e.details.name) ?? ''}`,
  'identity_providers.removed': (e) => `removed the sign-in provider ${text(e.details.name) ?? ''}`,
  'settings.password_sign_in_changed': (e) => {
    const off = Array.isArray(e.details.off) ? e.details.off.map(String) : [];
    return off.length
      ? `turned off password sign-in for ${listWords(off)}`
      : 'turned on password sign-in for everyone';
  },
  'absence_notes.reported': (e, name) =>
    `reported ${name(e.details.studentName) ?? 'a student'} absent${noteDays(e.details)}`,
  'absence_notes.withdrawn': (e, name) =>
    `withdrew the absence note of ${name(e.details.studentName) ?? 'a student'}${noteDays(e.details)}`,
  'absence_notes.accepted': (e, name) =>
    `accepted the absence note of ${name(e.details.studentName) ?? 'a student'}${noteDays(e.details)}`,
  'absence_notes.declined': (e, name) =>
    `declined the absence note of ${name(e.details.studentName) ?? 'a student'}${noteDays(e.details)}`,
  'attendance.conflict': (e, name) =>
    `marked ${name() ?? 'a student'} ${text(e.details.status) ?? ''} on ${text(e.details.date) ?? 'a day'}, but the mark ${text(e.details.standing) ?? ''} taken first stands (attendance conflict)`,
  'calendar_feed.turned_on': () => 'turned on their calendar feed',
  'calendar_feed.reset': () => 'reset their calendar feed address',
  'calendar_feed.turned_off': () => 'turned off their calendar feed',
  'school_events.added': (e) => `added the school event ${text(e.details.title) ?? ''}`,
  'school_events.updated': (e) => `changed the school event ${text(e.details.title) ?? ''}`,
  'school_events.removed': (e) => `removed the school event ${text(e.details.title) ?? ''}`,
};

/**
 * An entry in plain words: "Thomas Reed changed the class Grade 10A". Without an actor (a failed
 * sign-in, the system) it says "Someone"; an unknown action is shown as its name.
 */
export function describeAuditEntry(entry: AuditEntryFacts): string {
  const who = entry.actor?.name ?? 'Someone';
  if (!isKnownAuditAction(entry.action)) return `${who}: ${entry.action}`;
  const phrase = PHRASES[entry.action];
  return `${who} ${phrase(entry, (recorded) => entry.subjectName ?? text(recorded))}`;
}
