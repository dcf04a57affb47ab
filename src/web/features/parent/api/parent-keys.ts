import type { ParentHomeworkQuery } from '@/shared/schemas/parent';

/** Query keys of the parent screens: 'Mark as done' invalidates everything under ['parent']. */
export const parentKeys = {
  all: ['parent'] as const,
  dashboard: (studentId: string | null) => ['parent', 'dashboard', studentId ?? 'first'] as const,
  children: ['parent', 'children'] as const,
  schedule: ['parent', 'schedule'] as const,
  reports: ['parent', 'reports'] as const,
  homework: (filter: ParentHomeworkQuery) => ['parent', 'homework', filter] as const,
  receipt: (paymentId: string) => ['parent', 'receipts', paymentId] as const,
  absences: ['parent', 'absences'] as const,
  absenceNotes: ['parent', 'absences', 'notes'] as const,
  absenceChildren: ['parent', 'absences', 'children'] as const,
  absenceSummary: ['parent', 'absences', 'summary'] as const,
};
