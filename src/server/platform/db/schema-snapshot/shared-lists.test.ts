import type { Selectable } from 'kysely';
import { expectTypeOf, it } from 'vitest';
import type { ATTENDANCE_STATUSES } from '@/shared/rules/attendance.ts';
import type { documentVisibilities } from '@/shared/rules/document-visibility.ts';
import type { FEE_FREQUENCIES } from '@/shared/rules/fees.ts';
import type { LetterGrade } from '@/shared/rules/letter-grades.ts';
import type { ChatProvider } from '@/shared/rules/provider-choice.ts';
import type { roles } from '@/shared/schemas/auth.ts';
import type { PAYMENT_METHODS } from '@/shared/schemas/fees.ts';
import type { HOMEWORK_STATUSES } from '@/shared/schemas/parent.ts';
import type { userStatuses } from '@/shared/schemas/people.ts';
import type { documentKinds } from '@/shared/schemas/rag.ts';
import type { SCHOOL_CALENDAR_KINDS } from '@/shared/schemas/school-calendar.ts';
import type { LOGO_TYPES } from '@/shared/schemas/settings.ts';
import type { DB } from '../generated/db.ts';

type Read<T extends keyof DB> = Selectable<DB[T]>;
type Values<T extends readonly unknown[]> = T[number];

/**
 * A column's check constraint (read into the generated types) and the shared list the forms and
 * responses use name the same values: tsc fails here when one changes without the other.
 */
it('the lists of values of the check constraints are the shared ones', () => {
  expectTypeOf<Read<'profiles'>['role']>().toEqualTypeOf<Values<typeof roles>>();
  expectTypeOf<Read<'invitations'>['role']>().toEqualTypeOf<Values<typeof roles>>();
  expectTypeOf<Read<'profiles'>['status']>().toEqualTypeOf<Values<typeof userStatuses>>();
  expectTypeOf<Read<'students'>['status']>().toEqualTypeOf<Values<typeof userStatuses>>();
  expectTypeOf<Read<'attendance'>['status']>().toEqualTypeOf<Values<typeof ATTENDANCE_STATUSES>>();
  expectTypeOf<Read<'attendance_conflicts'>['status']>().toEqualTypeOf<
    Values<typeof ATTENDANCE_STATUSES>
  >();
  expectTypeOf<Read<'submissions'>['grade']>().toEqualTypeOf<LetterGrade | null>();
  expectTypeOf<Read<'submissions'>['status']>().toEqualTypeOf<Values<typeof HOMEWORK_STATUSES>>();
  expectTypeOf<Read<'fee_structures'>['frequency']>().toEqualTypeOf<
    Values<typeof FEE_FREQUENCIES>
  >();
  expectTypeOf<Read<'payments'>['method']>().toEqualTypeOf<Values<typeof PAYMENT_METHODS>>();
  expectTypeOf<Read<'documents'>['kind']>().toEqualTypeOf<Values<typeof documentKinds>>();
  expectTypeOf<Read<'documents'>['visibility']>().toEqualTypeOf<
    Values<typeof documentVisibilities>
  >();
  expectTypeOf<Read<'school_calendar'>['kind']>().toEqualTypeOf<
    Values<typeof SCHOOL_CALENDAR_KINDS>
  >();
  expectTypeOf<Read<'school_logos'>['content_type']>().toEqualTypeOf<Values<typeof LOGO_TYPES>>();
  expectTypeOf<Read<'conversation_messages'>['provider']>().toEqualTypeOf<ChatProvider | null>();
});
