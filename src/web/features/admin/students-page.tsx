import { studentSortFields, type StudentRow, type StudentSort } from '@/shared/schemas/directory';
import { studentClassLabel } from '@/shared/rules/class-labels';
import { gradeFilterOptions } from './components/classes/class-filters';
import { useStudents } from './api/list-students';
import { DirectoryPage, statusFilter } from './components/people/directory-page';
import type { Column } from './components/people/directory-table';
import { NameList, PersonLink, PersonStatus } from './components/people/person-cells';
import { useListParams } from './components/people/use-list-params';
import { FilterSelect } from '@/web/components/filter-bar';
import { plural } from '@/shared/rules/text';

const columns: readonly Column<StudentRow, StudentSort>[] = [
  {
    key: 'name',
    label: 'Name',
    sort: 'name',
    cell: (row) => <PersonLink to={`/admin/students/${row.id}`} name={row.name} />,
  },
  { key: 'roll', label: 'Roll number', sort: 'rollNumber', cell: (row) => row.rollNumber },
  {
    key: 'grade',
    label: 'Grade',
    sort: 'grade',
    cell: (row) => studentClassLabel(row.gradeLevel, row.section),
  },
  {
    key: 'classes',
    label: 'Classes',
    cell: (row) => plural(row.classCount, 'class', 'classes'),
  },
  {
    key: 'guardians',
    label: 'Guardians',
    cell: (row) => <NameList items={row.guardians} none="None linked" />,
  },
  { key: 'account', label: 'Account', cell: (row) => (row.hasAccount ? 'Yes' : 'No') },
  {
    key: 'status',
    label: 'Status',
    sort: 'status',
    cell: (row) => <PersonStatus status={row.status} />,
  },
];

/** /admin/students: every student record, searched, filtered by grade, sorted and paged by the server. */
export function StudentsPage() {
  const list = useListParams<StudentSort>('name', studentSortFields);
  const grade = list.filter('grade');
  const query = useStudents({
    search: list.search || undefined,
    status: statusFilter(list.filter('status')),
    grade: grade ? Number(grade) : undefined,
    sort: list.sort,
    order: list.order,
    page: list.page,
  });
  return (
    <DirectoryPage
      title="Students"
      description="Every student of your school, their classes and guardians. Open a student to edit them or link a parent."
      role="student"
      importKind="students"
      searchLabel="Search by name, roll number or email"
      filters={
        <FilterSelect
          className="sm:w-44"
          id="students-grade"
          label="Grade"
          options={gradeFilterOptions}
          value={grade}
          onChange={(value) => list.setFilter('grade', value)}
        />
      }
      list={list}
      query={query}
      columns={columns}
      empty="No students found"
    />
  );
}
