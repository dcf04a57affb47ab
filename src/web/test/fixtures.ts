import type { Profile, Session } from '@/shared/schemas/auth';
import type { FeeRecord, FeeRecordPage, Receipt } from '@/shared/schemas/fees';
import type { Tenant } from '@/shared/schemas/tenants';

export const greenwood: Tenant = {
  id: '8f3c2a10-1d4e-4b6a-9c01-000000000001',
  school_code: 'GREENWOOD',
  school_name: 'Greenwood High School',
  logo_url: '/logos/greenwood.svg',
  theme_mode: 'light',
  primary_color: '#ec4899',
  secondary_color: '#3b82f6',
};

export const riverside: Tenant = {
  id: '8f3c2a10-1d4e-4b6a-9c01-000000000002',
  school_code: 'RIVERSIDE',
  school_name: 'Riverside Academy',
  logo_url: null,
  theme_mode: 'dark',
  primary_color: '#0d9488',
  secondary_color: '#f59e0b',
};

export const userId = '1a000000-0000-4000-8000-000000000001';

/** A session whose access token expires `expiresInSeconds` from now. */
export function makeSession(expiresInSeconds = 3600, suffix = '1'): Session {
  return {
    access_token: `access-${suffix}`,
    refresh_token: `refresh-${suffix}`,
    expires_in: 3600,
    expires_at: Math.floor(Date.now() / 1000) + expiresInSeconds,
    token_type: 'bearer',
    user: { id: userId, tenant_id: greenwood.id, email: 'admin@greenwood.edu' },
  };
}

export function makeProfile(role: Profile['role'] = 'admin'): Profile {
  return {
    user_id: userId,
    tenant_id: greenwood.id,
    role,
    full_name: 'Grace Green',
    email: `${role}@greenwood.edu`,
    theme_preference: null,
  };
}

export function jsonResponse(status: number, body: unknown): Response {
  return new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}

export function errorResponse(status: number, code: string, message: string): Response {
  return jsonResponse(status, { error: { code, message } });
}

/** A list answer of one page that holds every item (the lists that call their rows `items`). */
export const itemPage = <T>(items: T[], pageSize = 20) => ({
  items,
  total: items.length,
  page: 1,
  pageSize,
});

/** The school's today, which is not this device's: the payment date defaults to it. */
export const SCHOOL_TODAY = '2030-06-14';

/** The fee records answer: one page of `items`, with the school's today. */
export const feeRecordPage = (items: FeeRecord[]): FeeRecordPage => ({
  ...itemPage(items, 25),
  today: SCHOOL_TODAY,
});

/** A payment receipt (Greenwood, paid in cash with some still owed); `changes` replace fields. */
export function makeReceipt(changes: Partial<Receipt> = {}): Receipt {
  return {
    paymentId: 'pay-1',
    receiptNumber: 'R-PAY1',
    schoolName: 'Greenwood High School',
    logoUrl: null,
    studentName: 'Ada One',
    rollNumber: 'G1-001',
    gradeLevel: 1,
    feeType: 'Tuition',
    dueDate: '2026-12-05',
    amountCents: 5_000,
    paidOn: '2026-11-22',
    method: 'cash',
    reference: null,
    recordedBy: 'Grace Green',
    recordedAt: '2026-11-22T10:00:00Z',
    outstandingCents: 1_000,
    ...changes,
  };
}
