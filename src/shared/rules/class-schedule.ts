/**
 * The schedule a class card shows: the saved timetable's periods ('Mon, Wed 09:00–09:45', computed
 * by the database from the timetable), so the card cannot contradict it. The class's free-text
 * schedule is shown only while no period is saved.
 */
export function shownSchedule(klass: { schedule: string; weekSchedule?: string | null }): string {
  return klass.weekSchedule ?? klass.schedule;
}
