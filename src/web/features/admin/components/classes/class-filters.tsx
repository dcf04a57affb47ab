import { gradeLabel } from '@/shared/rules/class-labels';
import { FilterBar, FilterSelect } from '@/web/components/filter-bar';

/** 'All grades', Grade 1 … Grade 12: the grade filters of the Students and Classes pages. */
export const gradeFilterOptions = [
  { value: '', label: 'All grades' },
  ...Array.from({ length: 12 }, (_, index) => ({
    value: String(index + 1),
    label: gradeLabel(index + 1),
  })),
];

/** The classes page's search box (name, subject, teacher) and grade filter. */
export function ClassFilters({
  typed,
  onType,
  grade,
  onGrade,
}: {
  typed: string;
  onType: (text: string) => void;
  grade: string;
  onGrade: (grade: string) => void;
}) {
  return (
    <FilterBar
      className="sm:grid-cols-[1fr_auto]"
      search={{
        id: 'classes-search',
        label: 'Search by class, subject or teacher',
        placeholder: 'Search by class, subject or teacher...',
        value: typed,
        onChange: onType,
      }}
    >
      <FilterSelect
        className="sm:w-40"
        id="classes-grade"
        label="Grade"
        options={gradeFilterOptions}
        value={grade}
        onChange={onGrade}
      />
    </FilterBar>
  );
}
