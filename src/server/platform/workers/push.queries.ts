import { sql } from 'kysely';
import type { Tx } from '../db/tx.ts';

/** One push to send: a notification claimed for pushing and one subscription of its person. */
export interface DuePush {
  notification_id: string;
  title: string;
  body: string;
  link: string;
  push_content: boolean;
  subscription_id: string;
  endpoint: string;
  p256dh: string;
  auth: string;
}

/** Claims these notifications for pushing, once (app_claim_pushes, 79_notifications.sql). */
export async function claimPushes(tx: Tx, notificationIds: readonly string[]): Promise<DuePush[]> {
  if (!notificationIds.length) return [];
  const { rows } = await sql<DuePush>`
    select * from app_claim_pushes(
      array(select jsonb_array_elements_text(cast(${JSON.stringify(notificationIds)} as jsonb))::uuid))`.execute(
    tx,
  );
  return rows;
}

/** The push service said the subscription is gone (404/410): forget it. */
export async function dropSubscription(tx: Tx, subscriptionId: string): Promise<void> {
  await sql`select app_drop_push_subscription(${subscriptionId}::uuid)`.execute(tx);
}
