import { z } from 'zod';
import { idChoice, idParams, namedRefSchema, requiredText } from './fields.ts';
import { itemPageOf, listPageField, listPageSizeField } from './paging.ts';

/** The screen every role reads (and teachers and admins post) announcements on. */
export const ANNOUNCEMENTS_PATH = '/announcements';
export const ANNOUNCEMENT_TITLE_MAX = 120;
export const ANNOUNCEMENT_BODY_MAX = 5000;
export const ANNOUNCEMENT_AUDIENCES = ['classes', 'school', 'role', 'grades'] as const;
export const ANNOUNCEMENT_ROLES = ['teacher', 'parent', 'admin'] as const;
export type AnnouncementAudience = (typeof ANNOUNCEMENT_AUDIENCES)[number];

/**
 * A new announcement: plain text (shown as text, never HTML) to one audience. A teacher picks
 * classes of theirs; an admin the whole school, a role, grades or classes.
 */
export const announcementInputSchema = z
  .object({
    title: requiredText('Title', ANNOUNCEMENT_TITLE_MAX),
    body: requiredText('Message', ANNOUNCEMENT_BODY_MAX),
    audience: z.enum(ANNOUNCEMENT_AUDIENCES, { error: 'Choose who the announcement is for' }),
    classIds: z.array(idChoice('Choose a class')).max(50).default([]),
    grades: z.array(z.number().int().min(1).max(12)).max(12).default([]),
    role: z.enum(ANNOUNCEMENT_ROLES, { error: 'Choose a role' }).optional(),
  })
  .superRefine((value, ctx) => {
    if (value.audience === 'classes' && value.classIds.length === 0) {
      ctx.addIssue({ code: 'custom', path: ['classIds'], message: 'Choose at least one class' });
    }
    if (value.audience === 'grades' && value.grades.length === 0) {
      ctx.addIssue({ code: 'custom', path: ['grades'], message: 'Choose at least one grade' });
    }
    if (value.audience === 'role' && !value.role) {
      ctx.addIssue({ code: 'custom', path: ['role'], message: 'Choose a role' });
    }
  });
export type AnnouncementInput = z.input<typeof announcementInputSchema>;
export type AnnouncementValues = z.output<typeof announcementInputSchema>;

export const announcementIdParamsSchema = idParams('id must be an id');

export const announcementFeedQuerySchema = z.object({
  page: listPageField,
  pageSize: listPageSizeField(20),
});

/** One announcement in a recipient's feed. */
export const announcementSchema = z.object({
  id: z.string(),
  title: z.string(),
  body: z.string(),
  authorName: z.string(),
  createdAt: z.string(),
  readAt: z.string().nullable(),
});
export type Announcement = z.infer<typeof announcementSchema>;

export const announcementFeedSchema = itemPageOf(announcementSchema).extend({
  unread: z.number(),
});
export type AnnouncementFeed = z.infer<typeof announcementFeedSchema>;

/** An announcement as its author (or an admin) sees it: whom it went to and how many read it. */
export const sentAnnouncementSchema = announcementSchema.omit({ readAt: true }).extend({
  audienceLabel: z.string(),
  recipients: z.number(),
  read: z.number(),
});
export type SentAnnouncement = z.infer<typeof sentAnnouncementSchema>;
export const sentAnnouncementPageSchema = itemPageOf(sentAnnouncementSchema);

/** What the caller may pick as an audience. */
export const announcementAudiencesSchema = z.object({
  audiences: z.array(z.enum(ANNOUNCEMENT_AUDIENCES)),
  classes: z.array(namedRefSchema),
  grades: z.array(z.number()),
});
export type AnnouncementAudiences = z.infer<typeof announcementAudiencesSchema>;
