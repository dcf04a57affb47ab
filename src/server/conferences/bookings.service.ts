import { AppError } from '@/shared/errors.ts';
import type {
  BookingInput,
  ConferenceBooking,
  ParentConference,
} from '@/shared/schemas/conferences.ts';
import type { AppContext } from '../context.ts';
import { auditByCaller } from '../platform/audit/audit.queries.ts';
import type { Me, RequestScope } from '../platform/db/request-scope.ts';
import type { Tx } from '../platform/db/tx.ts';
import { fieldConflict, fieldError } from '../platform/http/field-error.ts';
import { refusingDuplicates } from '../platform/http/unique-violation.ts';
import { schoolToday } from '../platform/school-clock/school-clock.queries.ts';
import * as b from './bookings.queries.ts';
import { tellBooking } from './booking-notices.ts';
import * as q from './conferences.queries.ts';
import { NO_SESSION, toSession } from './conferences.service.ts';

const NO_BOOKING = 'No such booking of yours.';
const SLOT_TAKEN = 'That slot was just booked by another family. Choose one of the free slots.';
const CHILD_BOOKED = 'This child already has a slot with this teacher in this session.';

function toBooking(row: b.BookingRow): ConferenceBooking {
  return {
    id: row.id,
    sessionId: row.session_id,
    studentId: row.student_id,
    studentName: row.student_name,
    date: row.meeting_date,
    startTime: row.start_time,
    endTime: row.end_time,
    place: row.place,
    changeable: row.changeable,
  };
}

const freeSlots = async (tx: Tx, sessionId: string) =>
  (await q.slots(tx, sessionId))
    .filter((slot) => !slot.booked)
    .map((slot) => ({ startTime: slot.start_time, endTime: slot.end_time }));

/** The slot is taken: a 409 naming the slot, with the free slots as they are now. */
const slotTaken = (free: Awaited<ReturnType<typeof freeSlots>>) =>
  new AppError('CONFLICT', SLOT_TAKEN, {
    details: [{ path: 'startTime', message: SLOT_TAKEN, freeSlots: free }],
  });

/**
 * The database decides a race (0039's unique indexes): the loser's transaction is rolled back
 * whole and they hear which rule refused, with the free slots read again.
 */
async function deciding<T>(scope: RequestScope, sessionOf: () => string, write: () => Promise<T>) {
  let slotLost = false;
  try {
    return await refusingDuplicates(write, (constraint) => {
      if (constraint === 'meetings_one_slot_a_child')
        return fieldConflict('studentId', CHILD_BOOKED);
      slotLost = true;
      return new AppError('CONFLICT', SLOT_TAKEN);
    });
  } catch (error) {
    if (!slotLost) throw error;
    throw slotTaken(await scope.asCaller((tx) => freeSlots(tx, sessionOf())));
  }
}

/** The sessions open to the parent's children from today on, with free slots and their bookings. */
export async function parentConferences(scope: RequestScope): Promise<ParentConference[]> {
  return scope.asCaller(async (tx, me) => {
    const sessions = await q.listSessions(tx, await schoolToday(tx));
    const mine = await b.guardianBookings(
      tx,
      me.userId,
      sessions.map((s) => s.id),
    );
    const cutoffHours = await b.cutoffHours(tx);
    return Promise.all(
      sessions.map(async (row) => {
        const { classIds: _c, slotCount: _s, bookedCount: _b, ...session } = toSession(row);
        return {
          ...session,
          freeSlots: await freeSlots(tx, row.id),
          children: await b.childrenIn(tx, me.userId, row.class_ids),
          bookings: mine.filter((m) => m.session_id === row.id).map(toBooking),
          cutoffHours,
        };
      }),
    );
  });
}

/** The free slot starting at `start`, if the child may have it: else a 4xx naming the field. */
async function freeSlotFor(tx: Tx, sessionId: string, studentId: string, start: string) {
  const checks = await b.bookingChecks(tx, sessionId, studentId, start);
  if (!checks.may_book)
    throw fieldError('studentId', 'Choose a child of yours in this session’s classes');
  if (!checks.slot_ok) throw fieldError('startTime', 'Choose one of the session’s slots');
  if (!checks.open) {
    const hours = await b.cutoffHours(tx);
    throw fieldError(
      'startTime',
      `Slots close ${hours} hours before they start: choose a later one`,
    );
  }
  const slot = (await q.slots(tx, sessionId)).find((s) => s.start_time === start)!;
  if (slot.booked) throw slotTaken(await freeSlots(tx, sessionId));
  return slot;
}

/** Books a free slot of a session for one of the parent's children; both sides are told. */
export async function bookSlot(
  scope: RequestScope,
  ctx: AppContext,
  sessionId: string,
  input: BookingInput,
): Promise<ConferenceBooking> {
  const { booking, told } = await deciding(
    scope,
    () => sessionId,
    () =>
      scope.asCaller(async (tx, me) => {
        const session = await q.findSession(tx, sessionId);
        if (!session) throw new AppError('NOT_FOUND', NO_SESSION);
        const slot = await freeSlotFor(tx, sessionId, input.studentId, input.startTime);
        const { id } = await b.insertBooking(tx, {
          tenant_id: me.tenantId,
          session_id: sessionId,
          teacher_id: session.teacher_id,
          student_id: input.studentId,
          guardian_user_id: me.userId,
          meeting_date: session.session_date,
          start_time: slot.start_time,
          end_time: slot.end_time,
          place: session.place,
        });
        return recorded(tx, ctx, me, id, 'booked', (row) => ({
          date: row.meeting_date,
          time: row.start_time,
        }));
      }),
  );
  told.afterCommit();
  return booking;
}

/** The booking as written: audited, both sides told (after commit), the family's view of it. */
async function recorded(
  tx: Tx,
  ctx: AppContext,
  me: Me,
  id: string,
  change: 'booked' | 'moved',
  details: (row: b.BookingRow) => Record<string, unknown>,
) {
  const row = (await b.findBooking(tx, me.userId, id))!;
  await auditByCaller(tx, me, `conferences.${change}`, id, {
    studentName: row.student_name,
    ...details(row),
  });
  return { booking: toBooking(row), told: await tellBooking(tx, ctx, me.tenantId, row, change) };
}

async function ownChangeable(tx: Tx, userId: string, id: string) {
  const found = await b.findBooking(tx, userId, id);
  if (!found) throw new AppError('NOT_FOUND', NO_BOOKING);
  if (!found.changeable) {
    const hours = await b.cutoffHours(tx);
    throw fieldError(
      'startTime',
      `This booking can no longer change: bookings close ${hours} hours before the slot`,
    );
  }
  return found;
}

/** Moves the parent's booking to another free slot of its session, before the cut-off. */
export async function moveBooking(
  scope: RequestScope,
  ctx: AppContext,
  id: string,
  startTime: string,
): Promise<ConferenceBooking> {
  let sessionId = '';
  const { booking, told } = await deciding(
    scope,
    () => sessionId,
    async () =>
      scope.asCaller(async (tx, me) => {
        const found = await ownChangeable(tx, me.userId, id);
        sessionId = found.session_id;
        if (found.start_time === startTime) {
          throw fieldError('startTime', 'Choose a different slot to move to');
        }
        const slot = await freeSlotFor(tx, found.session_id, found.student_id, startTime);
        await b.moveBooking(tx, id, slot.start_time, slot.end_time);
        return recorded(tx, ctx, me, id, 'moved', (row) => ({
          from: found.start_time,
          to: row.start_time,
        }));
      }),
  );
  told.afterCommit();
  return booking;
}

/** Cancels the parent's booking before the cut-off; the slot is free again. */
export async function cancelBooking(
  scope: RequestScope,
  ctx: AppContext,
  id: string,
): Promise<ConferenceBooking> {
  const { booking, told } = await scope.asCaller(async (tx, me) => {
    const found = await ownChangeable(tx, me.userId, id);
    await b.cancelBooking(tx, id);
    await auditByCaller(tx, me, 'conferences.cancelled', id, { studentName: found.student_name });
    const row = { ...found, sequence: found.sequence + 1, changeable: false };
    return {
      booking: toBooking(row),
      told: await tellBooking(tx, ctx, me.tenantId, row, 'cancelled'),
    };
  });
  told.afterCommit();
  return booking;
}

/** A booking the teacher cancelled (the meetings list): family and teacher get the .ics CANCEL. */
export async function tellBookingCancelled(tx: Tx, ctx: AppContext, tenantId: string, id: string) {
  const row = await b.findAnyBooking(tx, id);
  if (!row) throw new AppError('NOT_FOUND', NO_BOOKING);
  return tellBooking(tx, ctx, tenantId, row, 'cancelled');
}
