import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { schoolClock } from '@/shared/rules/school-clock';
import { WeeklyTimetable, type WeeklyTimetableEntry } from './weekly-timetable';

const lesson = (
  id: string,
  day: WeeklyTimetableEntry['day'],
  startTime: string,
  endTime: string,
  subject: string,
): WeeklyTimetableEntry => ({
  id,
  day,
  startTime,
  endTime,
  subject,
  teacher: 'Thomas Reed',
  room: 'Room 101',
  className: 'Grade 10A',
});

const entries = [
  lesson('1', 'Monday', '13:00', '14:00', 'Physics'),
  lesson('2', 'Monday', '08:00', '09:00', 'Mathematics'),
  lesson('3', 'Monday', '10:30', '11:15', 'Chemistry'),
  lesson('4', 'Wednesday', '09:00', '10:00', 'History'),
];

// Monday 2026-11-23, 10:45 in New York: a fixed school clock.
const mondayMorning = schoolClock('America/New_York', new Date('2026-11-23T15:45:00Z'));

describe('WeeklyTimetable', () => {
  it('shows Monday to Friday, each day sorted by start time', () => {
    render(<WeeklyTimetable entries={entries} clock={null} />);
    expect(screen.getByText('Weekly Timetable')).toBeInTheDocument();
    const days = screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent);
    expect(days).toEqual(['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday']);
    const monday = screen.getByRole('region', { name: 'Monday' });
    const subjects = within(monday)
      .getAllByRole('listitem')
      .map((item) => item.querySelector('span')?.textContent);
    expect(subjects).toEqual(['Mathematics', 'Chemistry', 'Physics']);
    expect(within(monday).getByText('08:00–09:00')).toBeInTheDocument();
    expect(screen.queryByText('Now')).not.toBeInTheDocument();
  });

  it("highlights the class under way on the school's day and time, and marks today", () => {
    expect(mondayMorning).toMatchObject({ dayOfWeek: 1, time: '10:45' });
    render(<WeeklyTimetable entries={entries} clock={mondayMorning} />);
    const monday = screen.getByRole('region', { name: 'Monday (today)' });
    expect(within(monday).getByText('Today')).toBeInTheDocument();
    const current = within(monday)
      .getAllByRole('listitem')
      .filter((item) => item.getAttribute('aria-current') === 'time');
    expect(current).toHaveLength(1);
    expect(within(current[0]!).getByText('Chemistry')).toBeInTheDocument();
    expect(within(current[0]!).getByText('Now')).toBeInTheDocument();
  });

  it('highlights nothing when the time matches on another day, or between lessons', () => {
    const { rerender } = render(
      <WeeklyTimetable entries={entries} clock={{ dayOfWeek: 2, time: '10:45' }} />,
    );
    expect(screen.queryByText('Now')).not.toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Tuesday (today)' })).toBeInTheDocument();
    rerender(<WeeklyTimetable entries={entries} clock={{ dayOfWeek: 1, time: '11:15' }} />);
    expect(screen.queryByText('Now')).not.toBeInTheDocument();
  });

  it("says 'No classes scheduled' for an empty week, with the student's name for parents", () => {
    render(<WeeklyTimetable entries={[]} clock={mondayMorning} studentName="Sam Shah" />);
    expect(screen.getByText("Sam Shah's Timetable")).toBeInTheDocument();
    expect(screen.getByText('No classes scheduled')).toBeInTheDocument();
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
  });
});
