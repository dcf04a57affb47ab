import { useId, useState } from 'react';
import { DateField } from '@/web/components/date-field';
import { AttendanceForm } from './attendance-form';
import { ClassPicker, useClassChoice } from './class-picker';
import { ClassStudentsState } from './class-students-state';
import { useClassAttendance } from './api/get-class-attendance';
import { useClassAbsenceNotes } from './api/get-class-absence-notes';
import { SectionCard } from '@/web/components/section-card';

/** Spec: Mark Attendance. A class, a date (default the school's today), a status per student. */
export function MarkAttendanceCard() {
  const { classId, picker } = useClassChoice();
  const [date, setDate] = useState<string | null>(null);
  const attendance = useClassAttendance(classId, date);
  const dayNotes = useClassAbsenceNotes(classId, date);
  const dateId = useId();

  return (
    <SectionCard
      title="Mark Attendance"
      description={<>Choose a class and a date, then a status for each student.</>}
      contentClassName="grid gap-4"
    >
      <ClassPicker
        {...picker}
        label="Class to mark"
        loadingLabel="Loading the classes to mark"
        className="grid gap-3 sm:grid-cols-2"
      >
        <DateField
          id={dateId}
          label="Date"
          value={date ?? attendance.data?.date ?? ''}
          max={attendance.data?.today}
          onChange={setDate}
        />
      </ClassPicker>
      {classId ? (
        <ClassStudentsState
          query={attendance}
          loadingLabel="Loading the class list"
          errorText="The class list could not be loaded."
        >
          {(data) =>
            // The previous class or day, kept on screen while the next loads, is not for marking;
            // the guardians' notes are waited for, as they pre-select reported absences.
            attendance.isPlaceholderData || dayNotes.isPending ? (
              <p role="status" className="text-sm text-muted-foreground">
                Loading the class list…
              </p>
            ) : (
              <AttendanceForm
                key={`${data.classId}/${data.date}`}
                attendance={data}
                dayNotes={dayNotes.data}
              />
            )
          }
        </ClassStudentsState>
      ) : null}
    </SectionCard>
  );
}
