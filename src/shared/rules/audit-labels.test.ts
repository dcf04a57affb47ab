import { describe, expect, it } from 'vitest';
import { auditKindLabel, describeAuditEntry, type AuditEntryFacts } from './audit-labels';

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
});
