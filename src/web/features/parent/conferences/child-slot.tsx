import { useId, useState } from 'react';
import { toast } from 'sonner';
import type { ConferenceBooking, ParentConference } from '@/shared/schemas/conferences';
import { ConfirmMutationDialog } from '@/web/components/confirm-mutation-dialog';
import { Button } from '@/web/components/ui/button';
import { SelectField } from '@/web/components/ui/select-field';
import { requestErrorMessage } from '@/web/lib/field-errors';
import { useBookSlot } from './api/book-slot';
import { useCancelBooking } from './api/cancel-booking';
import { useMoveBooking } from './api/move-booking';

interface ChildSlotProps {
  session: ParentConference;
  child: { id: string; name: string };
  booking: ConferenceBooking | undefined;
}

/** A free slot to choose: a labelled select of the session's free slots. */
function SlotSelect({
  session,
  label,
  value,
  onChange,
}: {
  session: ParentConference;
  label: string;
  value: string;
  onChange: (value: string) => void;
}) {
  const id = useId();
  return (
    <SelectField
      id={id}
      label={label}
      value={value}
      onChange={(event) => onChange(event.target.value)}
    >
      <option value="">Choose a free slot</option>
      {session.freeSlots.map((slot) => (
        <option key={slot.startTime} value={slot.startTime}>
          {slot.startTime}–{slot.endTime}
        </option>
      ))}
    </SelectField>
  );
}

/** One child in one session: book a free slot, or see, move and cancel their booking. */
export function ChildSlot({ session, child, booking }: ChildSlotProps) {
  const book = useBookSlot();
  const move = useMoveBooking();
  const cancel = useCancelBooking();
  const [chosen, setChosen] = useState('');
  const [cancelling, setCancelling] = useState<ConferenceBooking | null>(null);
  const failed = book.error ?? move.error;

  const submit = () => {
    if (!chosen) return;
    const done = (verb: string) => () => {
      toast.success(`${verb} for ${child.name} at ${chosen}; a confirmation is on its way`);
      setChosen('');
    };
    if (booking) move.mutate({ id: booking.id, startTime: chosen }, { onSuccess: done('Moved') });
    else
      book.mutate(
        { sessionId: session.id, studentId: child.id, startTime: chosen },
        { onSuccess: done('Booked') },
      );
  };

  return (
    <li className="grid gap-3 rounded-md border p-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <span className="font-medium">{child.name}</span>
        {booking ? (
          <span className="text-sm">
            Booked:{' '}
            <strong className="tabular-nums">
              {booking.startTime}–{booking.endTime}
            </strong>
          </span>
        ) : (
          <span className="text-sm text-muted-foreground">Not booked yet</span>
        )}
      </div>
      {booking && !booking.changeable ? (
        <p className="text-sm text-muted-foreground">
          This booking can no longer be changed ({session.cutoffHours} hours before the slot).
        </p>
      ) : session.freeSlots.length === 0 && !booking ? (
        <p className="text-sm text-muted-foreground">No free slots are left in this session.</p>
      ) : (
        <div className="flex flex-wrap items-end gap-2">
          <SlotSelect
            session={session}
            label={booking ? `Move ${child.name} to` : `Slot for ${child.name}`}
            value={chosen}
            onChange={setChosen}
          />
          <Button onClick={submit} disabled={!chosen || book.isPending || move.isPending}>
            {booking ? 'Move' : 'Book'}
          </Button>
          {booking && (
            <Button variant="outline" onClick={() => setCancelling(booking)}>
              Cancel booking
            </Button>
          )}
        </div>
      )}
      {failed && (
        <p role="alert" className="text-sm text-destructive">
          {requestErrorMessage(failed)}
        </p>
      )}
      <ConfirmMutationDialog
        target={cancelling}
        onClose={() => setCancelling(null)}
        mutation={cancel}
        successMessage={() => `Booking for ${child.name} cancelled`}
        title="Cancel this booking?"
        description={(slot) =>
          `${child.name}'s slot at ${slot.startTime} is given up; the teacher is told.`
        }
        confirmLabel="Cancel Booking"
      />
    </li>
  );
}
