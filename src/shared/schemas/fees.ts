import { z } from 'zod';
import { isoDateSchema } from './dates.ts';
import { studentRefShape } from './fields.ts';
import { itemPageOf, listSearchField } from './paging.ts';
import { gradeLabel } from '../rules/class-labels.ts';
import { FEE_FREQUENCIES, FEE_GRADES, parseAmountToCents } from '../rules/fees.ts';

export const feeFrequencySchema = z.enum(FEE_FREQUENCIES);
export const feeStatusSchema = z.enum(['active', 'inactive']);
export const GRADE_LABELS = FEE_GRADES.map(gradeLabel) as [string, ...string[]];
export const gradeLabelSchema = z.enum(GRADE_LABELS);

const FEE_TYPE_MAX = 80;
export const MAX_AMOUNT_CENTS = 100_000_000;

const feeTypeSchema = z
  .string()
  .trim()
  .min(1, 'Enter the fee type')
  .max(FEE_TYPE_MAX, `Fee type must be at most ${FEE_TYPE_MAX} characters`);
const dueDayMessage = 'Due day must be a whole number from 1 to 31';

/** A fee structure as the API takes it: money in integer cents, grades as 'Grade N' labels. */
const feeStructureFields = z.object({
  feeType: feeTypeSchema,
  amountCents: z
    .number({ error: 'Enter the amount' })
    .int('Amount must be in whole cents')
    .min(0, 'Amount cannot be negative')
    .max(MAX_AMOUNT_CENTS, 'Amount must be at most $1,000,000.00'),
  frequency: feeFrequencySchema,
  dueDay: z
    .number({ error: dueDayMessage })
    .int(dueDayMessage)
    .min(1, dueDayMessage)
    .max(31, dueDayMessage),
  applicableGrades: z.array(gradeLabelSchema).max(12),
  status: feeStatusSchema,
});
export const feeStructureInputSchema = feeStructureFields.extend({
  frequency: feeFrequencySchema.default('monthly'),
  applicableGrades: feeStructureFields.shape.applicableGrades.default([]),
  status: feeStatusSchema.default('active'),
});
export type FeeStructureInput = z.input<typeof feeStructureInputSchema>;
export const feeStructureUpdateSchema = feeStructureFields
  .partial()
  .refine((value) => Object.keys(value).length > 0, 'Send at least one field to change');
export type FeeStructureUpdate = z.input<typeof feeStructureUpdateSchema>;

/** Spec 3 Fee structure, with the amount in cents (dollars only on screen). */
export const feeStructureSchema = z.object({
  id: z.string(),
  feeType: z.string(),
  amountCents: z.number(),
  frequency: feeFrequencySchema,
  dueDay: z.number(),
  applicableGrades: z.array(z.string()),
  status: feeStatusSchema,
});
export type FeeStructure = z.infer<typeof feeStructureSchema>;

/**
 * The fee form (spec 5): fee type, amount (a decimal, step 0.01) and due day (1 to 31) required;
 * amount parsed as a decimal and due day as an integer; frequency defaults to monthly.
 */
export const feeStructureFormSchema = z.object({
  feeType: feeTypeSchema,
  amount: z
    .string()
    .trim()
    .min(1, 'Enter the amount')
    .refine((text) => parseAmountToCents(text) !== null, 'Enter an amount such as 120.50')
    .refine(
      (text) => (parseAmountToCents(text) ?? 0) <= MAX_AMOUNT_CENTS,
      'Amount must be at most $1,000,000.00',
    ),
  dueDay: z
    .string()
    .trim()
    .min(1, 'Enter the due day')
    .refine(
      (text) => /^\d{1,2}$/.test(text) && Number(text) >= 1 && Number(text) <= 31,
      dueDayMessage,
    ),
  frequency: feeFrequencySchema,
  applicableGrades: z.array(gradeLabelSchema),
  status: feeStatusSchema,
});
export type FeeStructureForm = z.infer<typeof feeStructureFormSchema>;

export function toFeeStructureInput(form: FeeStructureForm) {
  return {
    feeType: form.feeType,
    amountCents: parseAmountToCents(form.amount) ?? 0,
    dueDay: Number.parseInt(form.dueDay, 10),
    frequency: form.frequency,
    applicableGrades: form.applicableGrades,
    status: form.status,
  } satisfies FeeStructureInput;
}

export const generateResultSchema = z.object({ created: z.number() });
export type GenerateResult = z.infer<typeof generateResultSchema>;

export const feeRecordStatusSchema = z.enum(['paid', 'pending', 'overdue']);
export const feeRecordsQuerySchema = z.object({
  studentId: z.uuid('studentId must be a student id').optional(),
  structureId: z.uuid('structureId must be a fee structure id').optional(),
  status: feeRecordStatusSchema.optional(),
  /** A student's name or roll number, or part of it. */
  search: listSearchField,
  page: z.coerce.number().int().min(1, 'page starts at 1').max(100_000).default(1),
});
export type FeeRecordsQuery = z.input<typeof feeRecordsQuerySchema>;
export const FEE_RECORDS_PAGE_SIZE = 25;

export const feeRecordSchema = z.object({
  id: z.string(),
  ...studentRefShape,
  rollNumber: z.string(),
  gradeLevel: z.number(),
  feeStructureId: z.string().nullable(),
  feeType: z.string(),
  amountCents: z.number(),
  paidCents: z.number(),
  dueDate: z.string(),
  paidOn: z.string().nullable(),
  status: feeRecordStatusSchema,
  lastPaymentId: z.string().nullable(),
});
export type FeeRecord = z.infer<typeof feeRecordSchema>;
export const feeRecordPageSchema = itemPageOf(feeRecordSchema).extend({
  /** The school's today (its clock): a payment may not be dated later. */
  today: z.string(),
});
export type FeeRecordPage = z.infer<typeof feeRecordPageSchema>;

/** A payment's own reference (a cheque number, a transfer's), as the office types it. */
const referenceField = z.string().trim().max(80, 'Reference must be at most 80 characters');

export const PAYMENT_METHODS = ['cash', 'card', 'bank transfer', 'cheque', 'other'] as const;
export const paymentMethodSchema = z.enum(PAYMENT_METHODS);
export const paymentInputSchema = z.object({
  amountCents: z
    .number({ error: 'Enter the amount paid' })
    .int('Amount must be in whole cents')
    .min(1, 'Amount must be more than $0.00')
    .max(MAX_AMOUNT_CENTS, 'Amount must be at most $1,000,000.00'),
  paidOn: isoDateSchema('Payment date', 'Enter the payment date as YYYY-MM-DD'),
  method: paymentMethodSchema,
  reference: referenceField.optional(),
});
export type PaymentInput = z.input<typeof paymentInputSchema>;

export const paymentFormSchema = z.object({
  amount: feeStructureFormSchema.shape.amount.refine(
    (text) => (parseAmountToCents(text) ?? 0) > 0,
    'Amount must be more than $0.00',
  ),
  paidOn: isoDateSchema('Payment date', 'Enter the payment date'),
  method: paymentMethodSchema,
  reference: referenceField,
});
export type PaymentForm = z.infer<typeof paymentFormSchema>;
export function toPaymentInput(form: PaymentForm): PaymentInput {
  return {
    amountCents: parseAmountToCents(form.amount) ?? 0,
    paidOn: form.paidOn,
    method: form.method,
    ...(form.reference ? { reference: form.reference } : {}),
  };
}

export const paymentResultSchema = z.object({
  paymentId: z.string(),
  record: feeRecordSchema,
});
export type PaymentResult = z.infer<typeof paymentResultSchema>;

/** What a receipt shows; the receipt number is the payment id's short form. */
export const receiptSchema = z.object({
  paymentId: z.string(),
  receiptNumber: z.string(),
  schoolName: z.string(),
  logoUrl: z.string().nullable(),
  studentName: z.string(),
  rollNumber: z.string(),
  gradeLevel: z.number(),
  feeType: z.string(),
  dueDate: z.string(),
  amountCents: z.number(),
  paidOn: z.string(),
  method: paymentMethodSchema,
  reference: z.string().nullable(),
  recordedBy: z.string().nullable(),
  recordedAt: z.string(),
  outstandingCents: z.number(),
});
export type Receipt = z.infer<typeof receiptSchema>;

export const receiptNumber = (paymentId: string) =>
  `R-${paymentId.replaceAll('-', '').slice(0, 8).toUpperCase()}`;

/** POST /api/admin/fee-structures: the structure made, and how many fee records it generated. */
export const feeStructureCreatedSchema = feeStructureSchema.extend(generateResultSchema.shape);
export type FeeStructureCreated = z.infer<typeof feeStructureCreatedSchema>;

/** PATCH /api/admin/fee-structures/:id: also the open records changed and removed with it. */
export const feeStructureChangedSchema = feeStructureCreatedSchema.extend({
  updated: z.number(),
  removed: z.number(),
});
export type FeeStructureChanged = z.infer<typeof feeStructureChangedSchema>;
