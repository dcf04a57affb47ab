import { AbsenceChart, hasNoAbsence } from '@/web/components/absence-chart';
import { ListState } from '@/web/components/list-state';
import { useAbsenceSummary } from './api/get-absence-summary';

/** Under the attendance report: the class's absences, excused (an accepted note) or not. */
export function ExcusedAbsences(query: {
  classId: string;
  className: string;
  from: string;
  to: string;
}) {
  const summary = useAbsenceSummary(query);
  return (
    <section aria-labelledby="excused-absences-title" className="grid gap-2">
      <h3 id="excused-absences-title" className="font-medium">
        Excused and unexcused absences
      </h3>
      <ListState
        query={summary}
        loadingLabel="Loading excused and unexcused absences"
        errorText="The excused and unexcused absences could not be loaded."
        empty="No absence in this period."
        isEmpty={hasNoAbsence}
      >
        {(data) => <AbsenceChart summary={data} caption={`Absences in ${query.className}`} />}
      </ListState>
    </section>
  );
}
