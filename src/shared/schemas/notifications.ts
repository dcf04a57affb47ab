import { z } from 'zod';
import { idParams, TIME_OF_DAY } from './fields.ts';
import { listPageField, listPageSizeField, pageOf } from './paging.ts';

/** What a notification is about (the database's notifications.kind check lists the same). */
export const NOTIFICATION_KINDS = [
  'message',
  'announcement',
  'attendance',
  'homework',
  'grade',
  'fee_due',
  'fee_overdue',
  'meeting_booked',
  'meeting_cancelled',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

export const NOTIFICATION_KIND_LABELS: Record<NotificationKind, string> = {
  message: 'New message',
  announcement: 'Announcement',
  attendance: 'Absence or late mark',
  homework: 'Homework published',
  grade: 'Grade posted',
  fee_due: 'Fee due soon',
  fee_overdue: 'Fee overdue',
  meeting_booked: 'Meeting booked',
  meeting_cancelled: 'Meeting cancelled',
};

export const NOTIFICATION_CHANNELS = ['portal', 'email', 'push'] as const;
export type NotificationChannel = (typeof NOTIFICATION_CHANNELS)[number];

export const notificationSchema = z.object({
  id: z.string(),
  kind: z.enum(NOTIFICATION_KINDS),
  title: z.string(),
  body: z.string(),
  /** A path of the app to open. */
  link: z.string(),
  createdAt: z.string(),
  readAt: z.string().nullable(),
});
export type Notification = z.infer<typeof notificationSchema>;

export const notificationListQuerySchema = z.object({
  page: listPageField,
  pageSize: listPageSizeField(20),
  unread: z.enum(['true', 'false']).optional(),
});
export const notificationPageSchema = pageOf(notificationSchema);
export type NotificationPage = z.infer<typeof notificationPageSchema>;

export { unreadCountSchema } from './responses.ts';

export const notificationIdParamsSchema = idParams('id: not a notification id');

const time = z.string().regex(TIME_OF_DAY, 'Use a time like 21:30 (24-hour clock)');

export const kindChannelsSchema = z.object({
  kind: z.enum(NOTIFICATION_KINDS),
  portal: z.boolean(),
  email: z.boolean(),
  push: z.boolean(),
});
export type KindChannels = z.infer<typeof kindChannelsSchema>;

/** A person's choices: channels per kind, quiet hours (both or neither), digest, lock screen. */
export const notificationPreferencesSchema = z
  .object({
    kinds: z.array(kindChannelsSchema).max(NOTIFICATION_KINDS.length),
    quietStart: time.nullable(),
    quietEnd: time.nullable(),
    digest: z.boolean(),
    digestAt: time,
    pushContent: z.boolean(),
  })
  .superRefine((value, ctx) => {
    if ((value.quietStart === null) !== (value.quietEnd === null)) {
      ctx.addIssue({
        code: 'custom',
        path: [value.quietStart === null ? 'quietStart' : 'quietEnd'],
        message: 'Quiet hours need both a start and an end, or neither',
      });
    } else if (value.quietStart !== null && value.quietStart === value.quietEnd) {
      ctx.addIssue({
        code: 'custom',
        path: ['quietEnd'],
        message: 'Quiet hours must end at another time than they start',
      });
    }
    const kinds = value.kinds.map((entry) => entry.kind);
    if (new Set(kinds).size !== kinds.length) {
      ctx.addIssue({ code: 'custom', path: ['kinds'], message: 'Each kind at most once' });
    }
  });
export type NotificationPreferences = z.infer<typeof notificationPreferencesSchema>;

/** Web Push: the server's VAPID public key, and a browser's subscription (PushSubscription.toJSON). */
export const pushKeySchema = z.object({ publicKey: z.string() });
export const pushSubscriptionSchema = z.object({
  endpoint: z.url('endpoint: not an address').max(1000),
  keys: z.object({
    p256dh: z.string().min(1).max(200),
    auth: z.string().min(1).max(100),
  }),
});
export type PushSubscriptionInput = z.infer<typeof pushSubscriptionSchema>;
export const pushUnsubscribeSchema = z.object({ endpoint: z.string().max(1000) });

/** The JSON a push carries (the service worker's push handler shows it; `url`: app path to open). */
export const pushPayloadSchema = z.object({
  title: z.string(),
  body: z.string(),
  url: z.string(),
  tag: z.string(),
});
export type PushPayload = z.infer<typeof pushPayloadSchema>;
