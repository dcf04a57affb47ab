import { FLAG_DAYS } from '@/shared/schemas/absence-notes';
import { ListState } from '@/web/components/list-state';
import { SectionCard } from '@/web/components/section-card';
import { useAbsenceFlags } from '../api/list-absence-flags';

const WORDS = {
  present_reported: 'marked present, but the family reported an absence',
  absent_unreported: 'marked absent without a note from the family',
} as const;

/** Marks that contradict the notes: shown to the office, never changed either way. */
export function AbsenceFlagsCard() {
  const flags = useAbsenceFlags();
  return (
    <SectionCard
      title="Marks to check"
      titleId="absence-flags-title"
      description={`The last ${FLAG_DAYS} days: marks that differ from what families reported.`}
    >
      <ListState
        query={flags}
        loadingLabel="Loading the marks to check"
        errorText="The marks to check could not be loaded."
        empty="Every mark agrees with the notes."
      >
        {(data) => (
          <ul className="grid gap-1 text-sm" aria-labelledby="absence-flags-title">
            {data.map((flag) => (
              <li key={`${flag.studentId}/${flag.date}`}>
                {flag.date}: {flag.studentName}
                {flag.className ? ` (${flag.className})` : ''} {WORDS[flag.mismatch]}
              </li>
            ))}
          </ul>
        )}
      </ListState>
    </SectionCard>
  );
}
