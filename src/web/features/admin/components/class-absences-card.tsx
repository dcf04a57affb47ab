import { useState } from 'react';
import { AbsenceCountsChart } from '@/web/components/absence-chart';
import { DateRangeFields, isReversed, type DateRange } from '@/web/components/date-range-fields';
import { ListState } from '@/web/components/list-state';
import { SectionCard } from '@/web/components/section-card';
import { useClassAbsenceSummary } from '../api/get-class-absence-summary';

/**
 * The office's view of the whole school: excused and unexcused absences per class the register
 * was taken in, most first, for a period (default: this month up to the school's today).
 */
export function ClassAbsencesCard() {
  const [range, setRange] = useState<DateRange>({ from: null, to: null });
  const reversed = isReversed(range);
  // A reversed range is not asked for; the field says why.
  const summary = useClassAbsenceSummary(range, !reversed);
  return (
    <SectionCard
      title="Excused and unexcused absences by class"
      titleId="class-absences-title"
      description="Absences marked in each class's register. An absence is excused when an accepted note covers it."
      contentClassName="grid gap-4"
    >
      <div className="grid gap-3 sm:grid-cols-2 sm:max-w-md">
        <DateRangeFields
          range={range}
          answer={summary.data}
          error={summary.error}
          onChange={setRange}
        />
      </div>
      {reversed ? null : (
        <ListState
          query={summary}
          loadingLabel="Loading absences by class"
          errorText="The absences by class could not be loaded."
          empty="No absence in this period."
          isEmpty={(data) => data.classes.length === 0}
        >
          {(data) => (
            <AbsenceCountsChart
              rows={data.classes.map((row) => ({
                id: row.classId ?? 'no-class',
                name: row.className ?? 'No class recorded',
                excused: row.excused,
                unexcused: row.unexcused,
              }))}
              from={data.from}
              to={data.to}
              caption="Absences by class"
              nameHeader="Class"
            />
          )}
        </ListState>
      )}
    </SectionCard>
  );
}
