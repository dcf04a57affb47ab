import { useMutation, useQueryClient } from '@tanstack/react-query';
import { schoolEventsSchema } from '@/shared/schemas/school-events';
import { fetchParsed } from '@/web/lib/fetch-parsed';
import { schoolEventsKey } from './list-school-events';
import { settingsKeys } from './settings-keys';

export const removeSchoolEvent = (id: string) =>
  fetchParsed(schoolEventsSchema, `/api/admin/school-events/${encodeURIComponent(id)}`, {
    method: 'DELETE',
  });

/** DELETE /api/admin/school-events/:id; answers the events as they are now. */
export function useRemoveSchoolEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeSchoolEvent,
    onSuccess: (events) => {
      queryClient.setQueryData(schoolEventsKey, events);
      return queryClient.invalidateQueries({ queryKey: settingsKeys.activityAll });
    },
  });
}
