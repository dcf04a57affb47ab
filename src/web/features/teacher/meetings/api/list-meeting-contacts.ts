import { queryOptions, useQuery } from '@tanstack/react-query';
import { meetingContactSchema } from '@/shared/schemas/meetings';
import { fetchParsed } from '@/web/lib/fetch-parsed';
import { meetingsKeys } from './meetings-keys';

export const listMeetingContacts = () =>
  fetchParsed(meetingContactSchema.array(), '/api/teacher/meetings/contacts');

/** GET /api/teacher/meetings/contacts: the teacher's students and their guardians. */
export const useMeetingContacts = (enabled = true) =>
  useQuery({
    ...queryOptions({ queryKey: meetingsKeys.contacts, queryFn: listMeetingContacts }),
    enabled,
  });
