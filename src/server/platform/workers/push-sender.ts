import type { Agent } from 'node:https';
import type { Kysely } from 'kysely';
import webpush from 'web-push';
import type { PushPayload } from '@/shared/schemas/notifications.ts';
import type { Database } from '../db/schema.ts';
import { withTenant } from '../db/with-tenant.ts';
import type { VapidKeys } from '../vapid-keys.ts';
import { claimPushes, dropSubscription, type DuePush } from './push.queries.ts';

export interface PushSender {
  /** The VAPID public key browsers subscribe with; null: push is unavailable. */
  readonly publicKey: string | null;
  /** After commit: pushes these notifications to their people's browsers, in the background. */
  send(tenantId: string, notificationIds: readonly string[]): void;
  /** Waits for the pushes started so far (tests, shutdown). */
  drain(): Promise<void>;
}

/** What a lock screen may show when the person chose no content there. */
export const PRIVATE_PUSH = {
  title: 'School portal',
  body: 'Something new is waiting for you in the portal.',
};

export function pushPayload(push: DuePush): PushPayload {
  const shown = push.push_content ? { title: push.title, body: push.body } : PRIVATE_PUSH;
  return { ...shown, url: push.link, tag: push.notification_id };
}

/**
 * Sends Web Push messages (RFC 8030, payload encrypted per RFC 8291 by web-push) with the owner
 * connection, school by school, never inside a transaction. A subscription the push service says is
 * gone (404, 410) is deleted; other failures are logged and not retried (the entry and the email
 * still tell the person).
 */
export function createPushSender(options: {
  db: Kysely<Database>;
  vapid: VapidKeys | undefined;
  log: { warn(obj: object, msg: string): void };
  /** The HTTPS agent to reach push services with (tests: one trusting a local receiver). */
  agent?: Agent;
}): PushSender {
  const { db, vapid, log, agent } = options;
  const running = new Set<Promise<void>>();

  async function deliver(tenantId: string, ids: readonly string[]) {
    if (!vapid) return;
    const due = await withTenant(db, { tenantId }, (tx) => claimPushes(tx, ids));
    await Promise.all(
      due.map(async (push) => {
        try {
          await webpush.sendNotification(
            { endpoint: push.endpoint, keys: { p256dh: push.p256dh, auth: push.auth } },
            JSON.stringify(pushPayload(push)),
            { vapidDetails: vapid, TTL: 24 * 3600, timeout: 10_000, ...(agent ? { agent } : {}) },
          );
        } catch (error) {
          const status = (error as { statusCode?: number }).statusCode;
          if (status === 404 || status === 410) {
            await withTenant(db, { tenantId }, (tx) => dropSubscription(tx, push.subscription_id));
          } else {
            log.warn({ tenantId, status, err: error }, 'Push not delivered');
          }
        }
      }),
    );
  }

  return {
    publicKey: vapid?.publicKey ?? null,
    send(tenantId, ids) {
      const done = deliver(tenantId, ids)
        .catch((error: unknown) => log.warn({ err: error, tenantId }, 'Push failed'))
        .finally(() => running.delete(done));
      running.add(done);
    },
    async drain() {
      while (running.size) await Promise.all(running);
    },
  };
}
