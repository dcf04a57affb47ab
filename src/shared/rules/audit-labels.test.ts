import { describe, expect, it } from 'vitest';
import { auditActions, auditKindLabel } from './audit-kinds';
import { describeAuditEntry, type AuditEntryFacts } from './audit-labels';

const entry = (facts: Partial<AuditEntryFacts>): AuditEntryFacts => ({
  actor: { name: 'Thomas Reed' },
  action: 'classes.updated',
  subject: null,
  subjectName: null,
  details: {},
  ...facts,
});

describe('the activity view in plain words', () => {
  it('says who changed what, by the current name of what it is about', () => {
    expect(describeAuditEntry(entry({ subjectName: 'Grade 10A' }))).toBe(
      'Thomas Reed changed the class Grade 10A',
    );
  });

  it('falls back to the name recorded with the entry once the thing is gone', () => {
    expect(
      describeAuditEntry(entry({ action: 'classes.deleted', details: { className: 'Grade 9B' } })),
    ).toBe('Thomas Reed deleted the class Grade 9B');
    expect(describeAuditEntry(entry({ action: 'classes.updated' }))).toBe(
      'Thomas Reed changed a class',
    );
  });

  it('names the settings fields that changed, and payments in dollars', () => {
    expect(
      describeAuditEntry(
        entry({
          actor: { name: 'Alice Morgan' },
          action: 'settings.updated',
          details: { fields: ['school_name', 'primary_color', 'theme_mode'] },
        }),
      ),
    ).toBe('Alice Morgan changed the school settings (school name, primary colour and theme)');
    expect(
      describeAuditEntry(
        entry({ action: 'fees.payment_recorded', details: { amountCents: 120000 } }),
      ),
    ).toBe('Thomas Reed recorded a payment of $1200.00');
  });

  it('says Someone without an actor, and shows an unknown action as its name', () => {
    expect(
      describeAuditEntry(
        entry({ actor: null, action: 'auth.sign_in_failed', subject: 'x@y.test' }),
      ),
    ).toBe('Someone failed to sign in as x@y.test');
    expect(describeAuditEntry(entry({ action: 'reports.exported' }))).toBe(
      'Thomas Reed: reports.exported',
    );
  });

  it('labels kinds for the filter; unknown kinds keep their name', () => {
    expect(auditKindLabel('settings.logo_uploaded')).toBe('Logo uploaded');
    expect(auditKindLabel('reports.exported')).toBe('reports.exported');
  });

  it('gives every kind the server writes a label and words, never its internal code', () => {
    expect(auditActions.length).toBeGreaterThan(40);
    for (const action of auditActions) {
      expect(auditKindLabel(action), action).not.toContain('.');
      expect(auditKindLabel(action), action).not.toContain('_');
      const words = describeAuditEntry(entry({ action }));
      expect(words, action).not.toContain(action);
      expect(words, action).toMatch(/^Thomas Reed [a-z]/);
    }
    expect(auditKindLabel('people.guardian_linked')).toBe('Parent linked to a student');
  });

  it('names the student, class and person an entry concerns, from its details', () => {
    const linked = entry({
      action: 'people.guardian_linked',
      subjectName: 'Sam Shah',
      details: { parentName: 'Priya Shah', studentName: 'Sam Old-Name' },
    });
    expect(describeAuditEntry(linked)).toBe('Thomas Reed linked the parent Priya Shah to Sam Shah');
    expect(
      describeAuditEntry({ ...linked, action: 'people.guardian_unlinked', subjectName: null }),
    ).toBe('Thomas Reed unlinked the parent Priya Shah from Sam Old-Name');
    expect(
      describeAuditEntry(
        entry({
          action: 'fees.payment_recorded',
          details: { amountCents: 5000, studentName: 'Sam Shah', feeType: 'Tuition' },
        }),
      ),
    ).toBe('Thomas Reed recorded a payment of $50.00 from Sam Shah for Tuition');
    expect(
      describeAuditEntry(
        entry({
          action: 'attendance.marked',
          subjectName: 'Sam Shah',
          details: { date: '2026-03-02', to: { status: 'late' } },
        }),
      ),
    ).toBe('Thomas Reed marked Sam Shah late on 2026-03-02');
    expect(
      describeAuditEntry(
        entry({ action: 'meetings.scheduled', details: { studentName: 'Sam Shah' } }),
      ),
    ).toBe('Thomas Reed arranged a parent meeting about Sam Shah');
    expect(
      describeAuditEntry(
        entry({ action: 'enrolments.replaced', subjectName: 'Grade 10A Mathematics' }),
      ),
    ).toBe('Thomas Reed changed who is in the class Grade 10A Mathematics');
  });
});
