import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  type AnnouncementValues,
  announcementAudiencesSchema,
  announcementFeedSchema,
  announcementSchema,
  sentAnnouncementPageSchema,
  sentAnnouncementSchema,
} from '@/shared/schemas/announcements';
import { fetchParsed } from '@/web/lib/fetch-parsed';
import { useInvalidatingMutation } from '@/web/lib/use-invalidating-mutation';

/** Query keys of announcements: the feed, the caller's posts, the audiences they may pick. */
export const announcementsKeys = {
  all: ['announcements'] as const,
  feed: (page: number) => ['announcements', 'feed', page] as const,
  sent: (page: number) => ['announcements', 'sent', page] as const,
  audiences: ['announcements', 'audiences'] as const,
};

/** GET /api/announcements: the caller's feed, newest first, a page at a time. */
export const useAnnouncementFeed = (page: number) =>
  useQuery({
    queryKey: announcementsKeys.feed(page),
    queryFn: () => fetchParsed(announcementFeedSchema, `/api/announcements?page=${page}`),
    placeholderData: keepPreviousData,
  });

/** GET /api/announcements/sent: the caller's posts (an admin: the school's) with read counts. */
export const useSentAnnouncements = (page: number, enabled: boolean) =>
  useQuery({
    queryKey: announcementsKeys.sent(page),
    queryFn: () => fetchParsed(sentAnnouncementPageSchema, `/api/announcements/sent?page=${page}`),
    placeholderData: keepPreviousData,
    enabled,
  });

/** GET /api/announcements/audiences: the classes (and, for an admin, grades) to post to. */
export const useAnnouncementAudiences = (enabled: boolean) =>
  useQuery({
    queryKey: announcementsKeys.audiences,
    queryFn: () => fetchParsed(announcementAudiencesSchema, '/api/announcements/audiences'),
    enabled,
  });

const postAnnouncement = (input: AnnouncementValues) =>
  fetchParsed(sentAnnouncementSchema, '/api/announcements', { method: 'POST', body: input });

/** POST /api/announcements: the recipients are told; the lists refresh. */
export const usePostAnnouncement = () =>
  useInvalidatingMutation(postAnnouncement, [announcementsKeys.all]);

const markRead = (id: string) =>
  fetchParsed(announcementSchema, `/api/announcements/${id}/read`, { method: 'POST' });

/** POST /api/announcements/:id/read: opening one marks it read. */
export const useMarkAnnouncementRead = () =>
  useInvalidatingMutation(markRead, [announcementsKeys.all]);
