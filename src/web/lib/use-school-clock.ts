import { useEffect, useState } from 'react';
import { type SchoolClock, schoolClock } from '@/shared/rules/school-clock';

/**
 * The school's clock in its own time zone (not the browser's), kept current every 30 seconds.
 * Null until the zone is known.
 */
export function useSchoolClock(timeZone: string | null | undefined): SchoolClock | null {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(new Date()), 30_000);
    return () => window.clearInterval(timer);
  }, []);
  return timeZone ? schoolClock(timeZone, now) : null;
}
