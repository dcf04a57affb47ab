import { describe, expect, it } from 'vitest';
import { absenceNoticeEmail } from './absence-notice-email.ts';

const notice = {
  id: '6f1c2a8e-0000-4000-8000-000000000001',
  to: 'bo.lee@example.com',
  guardianName: 'Bo Lee',
  userId: '6f1c2a8e-0000-4000-8000-000000000003',
  studentId: '6f1c2a8e-0000-4000-8000-000000000004',
  studentName: 'Amy Lee',
  minutesLate: null,
  reason: null,
};
const values = {
  tenantId: '6f1c2a8e-0000-4000-8000-000000000002',
  date: '2026-11-20',
  className: 'Grade 3A',
  school: 'Greenwood High School',
  delaySeconds: 600,
};

describe('absence notice email', () => {
  it('says who was marked what, when, in which class and school, with the reason given', () => {
    expect(absenceNoticeEmail({ ...notice, status: 'absent', reason: 'Flu' }, values)).toEqual({
      tenantId: values.tenantId,
      id: notice.id,
      to: 'bo.lee@example.com',
      subject: 'Amy Lee was marked absent on 2026-11-20',
      body:
        'Dear Bo Lee,\n\nAmy Lee was marked absent on 2026-11-20 in Grade 3A at Greenwood High School.' +
        '\nReason given: Flu\n\nIf you have questions, please contact the school.\n',
      delaySeconds: 600,
    });
  });

  it('gives the minutes of a late mark, and no reason line when none was given', () => {
    const email = absenceNoticeEmail({ ...notice, status: 'late', minutesLate: 20 }, values);
    expect(email.subject).toBe('Amy Lee was marked late on 2026-11-20');
    expect(email.body).toBe(
      'Dear Bo Lee,\n\nAmy Lee was marked late (20 minutes late) on 2026-11-20 in Grade 3A at ' +
        'Greenwood High School.\n\nIf you have questions, please contact the school.\n',
    );
  });

  it('gives no minutes for an absence, nor for a late mark without them', () => {
    const absent = absenceNoticeEmail({ ...notice, status: 'absent', minutesLate: 5 }, values);
    const late = absenceNoticeEmail({ ...notice, status: 'late' }, values);
    expect(absent.body).toContain('Amy Lee was marked absent on 2026-11-20 in');
    expect(late.body).toContain('Amy Lee was marked late on 2026-11-20 in');
  });
});
