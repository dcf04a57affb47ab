import { useId } from 'react';
import { fieldErrors } from '@/web/lib/field-errors';
import { DateField } from './date-field';

/** A report's period as chosen; null: not chosen (the server's default). */
export interface DateRange {
  from: string | null;
  to: string | null;
}

export const REVERSED_RANGE = 'The end date must be on or after the start date';

/** The end is before the start: not worth asking the server. */
export const isReversed = (range: DateRange) =>
  Boolean(range.from && range.to && range.from > range.to);

/**
 * A report's From and To fields, each with its error (a reversed range, or the server's refusal
 * of the field in `error`). Once one date is chosen, both are the user's: the other one as shown,
 * the server's default from its `answer`.
 */
export function DateRangeFields({
  range,
  answer,
  error,
  onChange,
}: {
  range: DateRange;
  answer: { from: string; to: string } | undefined;
  error: unknown;
  onChange: (range: DateRange) => void;
}) {
  const ids = { from: useId(), to: useId() };
  const shown = { from: range.from ?? answer?.from ?? null, to: range.to ?? answer?.to ?? null };
  const serverErrors = fieldErrors(error);
  return (
    <>
      <DateField
        id={ids.from}
        label="From"
        value={shown.from ?? ''}
        error={serverErrors.from}
        onChange={(from) => onChange({ ...shown, from })}
      />
      <DateField
        id={ids.to}
        label="To"
        value={shown.to ?? ''}
        error={isReversed(range) ? REVERSED_RANGE : serverErrors.to}
        onChange={(to) => onChange({ ...shown, to })}
      />
    </>
  );
}
