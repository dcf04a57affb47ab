import { useMutation, useQueryClient } from '@tanstack/react-query';
import { schoolCalendarSchema } from '@/shared/schemas/school-calendar';
import { fetchParsed } from '@/web/lib/fetch-parsed';
import { settingsKeys } from './settings-keys';

export const removeCalendarEntry = (id: string) =>
  fetchParsed(schoolCalendarSchema, `/api/admin/school-calendar/${encodeURIComponent(id)}`, {
    method: 'DELETE',
  });

/** DELETE /api/admin/school-calendar/:id; answers the calendar as it is now. */
export function useRemoveCalendarEntry() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeCalendarEntry,
    onSuccess: (calendar) => {
      queryClient.setQueryData(settingsKeys.calendar, calendar);
      return queryClient.invalidateQueries({ queryKey: settingsKeys.activityAll });
    },
  });
}
