import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useMemo } from 'react';
import { type Resolver, type UseFormRegisterReturn, useForm, useWatch } from 'react-hook-form';
import { toast } from 'sonner';
import { parseHexColor } from '@/shared/rules/colors';
import { SCHOOL_TIME_ZONE_FALLBACK } from '@/shared/rules/school-clock';
import {
  type SchoolSettings,
  type SchoolSettingsInput,
  type SchoolSettingsValues,
  schoolSettingsInputSchema,
} from '@/shared/schemas/settings';
import { Alert } from '@/web/components/ui/alert';
import { Button } from '@/web/components/ui/button';
import { Label } from '@/web/components/ui/label';
import { SelectField } from '@/web/components/ui/select-field';
import { Spinner } from '@/web/components/ui/spinner';
import { TextField } from '@/web/components/ui/text-field';
import { fieldErrors, requestErrorMessage } from '@/web/lib/field-errors';
import { useUpdateSettings } from '../../api/update-settings';
import { BrandPreview } from './brand-preview';

type FormValues = SchoolSettingsInput;

const toFormValues = (settings: SchoolSettings): FormValues => ({
  school_name: settings.school_name,
  primary_color: settings.primary_color,
  secondary_color: settings.secondary_color,
  theme_mode: settings.theme_mode,
  time_zone: settings.time_zone ?? '',
  office_email: settings.office_email ?? '',
  office_phone: settings.office_phone ?? '',
  absence_notices: settings.absence_notices,
  late_notices: settings.late_notices,
  payment_instructions: settings.payment_instructions ?? '',
});

/** The two email settings: absent and late marks, each its own choice. */
const NOTICE_SETTINGS = [
  ['absence_notices', 'absent'],
  ['late_notices', 'late'],
] as const;

/** The colour picker wants #rrggbb; a 3-digit or unfinished value shows the nearest it can. */
function pickerValue(value: string | undefined): string {
  const rgb = parseHexColor(value);
  if (!rgb) return '#000000';
  return `#${[rgb.r, rgb.g, rgb.b].map((channel) => channel.toString(16).padStart(2, '0')).join('')}`;
}

function ColorField({
  id,
  label,
  value,
  error,
  registration,
  onPick,
}: {
  id: string;
  label: string;
  value: string | undefined;
  error?: string;
  registration: UseFormRegisterReturn;
  onPick: (value: string) => void;
}) {
  return (
    <div className="flex items-start gap-2">
      <div className="grow">
        <TextField
          id={id}
          label={label}
          error={error}
          hint="A hex colour such as #ec4899"
          autoComplete="off"
          {...registration}
        />
      </div>
      <input
        type="color"
        aria-label={`Pick the ${label.toLowerCase()}`}
        className="mt-7 h-10 w-12 shrink-0 cursor-pointer rounded-md border border-input bg-background p-1"
        value={pickerValue(value)}
        onChange={(event) => onPick(event.target.value)}
      />
    </div>
  );
}

/** The school's settings; the preview follows every keystroke, the layout follows the save. */
export function SchoolSettingsForm({ settings }: { settings: SchoolSettings }) {
  const update = useUpdateSettings();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    setValue,
    control,
    formState: { errors, isDirty },
  } = useForm<FormValues>({
    resolver: zodResolver(schoolSettingsInputSchema) as unknown as Resolver<FormValues>,
    defaultValues: toFormValues(settings),
  });
  useEffect(() => reset(toFormValues(settings)), [settings, reset]);
  const watched = useWatch({ control });
  const timeZones = useMemo(
    () => (typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : []),
    [],
  );

  const onSubmit = handleSubmit((input) =>
    update.mutate(input as unknown as SchoolSettingsValues, {
      onSuccess: () => toast.success('Settings saved'),
      onError: (error) => {
        for (const [field, message] of Object.entries(fieldErrors(error))) {
          setError(field as keyof FormValues, { message });
        }
      },
    }),
  );
  const named = fieldErrors(update.error);
  const unnamed = update.isError && Object.keys(named).length === 0;

  return (
    <form className="grid gap-6 lg:grid-cols-[1fr_18rem]" onSubmit={onSubmit} noValidate>
      <div className="grid gap-4">
        <TextField
          id="settings-school-name"
          label="School name"
          error={errors.school_name?.message}
          autoComplete="organization"
          {...register('school_name')}
        />
        <TextField
          id="settings-school-code"
          label="School code"
          value={settings.school_code}
          readOnly
          aria-readonly="true"
          hint="People enter this code to reach your school. It cannot be changed."
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <ColorField
            id="settings-primary-color"
            label="Primary colour"
            value={watched.primary_color}
            error={errors.primary_color?.message}
            registration={register('primary_color')}
            onPick={(value) =>
              setValue('primary_color', value, { shouldDirty: true, shouldValidate: true })
            }
          />
          <ColorField
            id="settings-secondary-color"
            label="Secondary colour"
            value={watched.secondary_color}
            error={errors.secondary_color?.message}
            registration={register('secondary_color')}
            onPick={(value) =>
              setValue('secondary_color', value, { shouldDirty: true, shouldValidate: true })
            }
          />
        </div>
        <SelectField
          id="settings-theme"
          label="Theme"
          error={errors.theme_mode?.message}
          options={[
            { value: 'light', label: 'Light' },
            { value: 'dark', label: 'Dark' },
          ]}
          {...register('theme_mode')}
        />
        <TextField
          id="settings-time-zone"
          label="Time zone"
          list="settings-time-zones"
          placeholder="Europe/London"
          autoComplete="off"
          error={errors.time_zone?.message}
          hint={`Decides the school's 'today'. Leave blank to use ${SCHOOL_TIME_ZONE_FALLBACK}.`}
          {...register('time_zone')}
        />
        <datalist id="settings-time-zones">
          {timeZones.map((zone) => (
            <option key={zone} value={zone} />
          ))}
        </datalist>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            id="settings-office-email"
            label="Office email"
            type="email"
            autoComplete="email"
            error={errors.office_email?.message}
            hint="Parents' 'School Office' and 'General Inquiry' write here."
            {...register('office_email')}
          />
          <TextField
            id="settings-office-phone"
            label="Office phone"
            type="tel"
            autoComplete="tel"
            error={errors.office_phone?.message}
            {...register('office_phone')}
          />
        </div>
        <div className="grid gap-2">
          {NOTICE_SETTINGS.map(([field, status]) => (
            <label key={field} className="flex items-center gap-2 text-sm font-medium">
              <input type="checkbox" className="size-4 accent-primary" {...register(field)} />
              Email parents when a teacher marks their child {status}
            </label>
          ))}
          <p className="text-sm text-muted-foreground">
            At most one email per child and day, sent after a short delay so a mistaken mark can be
            corrected first.
          </p>
        </div>
        <div className="grid gap-2">
          <Label htmlFor="settings-payment-instructions">Payment instructions</Label>
          <textarea
            id="settings-payment-instructions"
            rows={4}
            className="w-full rounded-md border border-input bg-background px-3 py-2 text-base shadow-xs outline-none focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50 aria-invalid:border-destructive md:text-sm"
            aria-invalid={errors.payment_instructions ? true : undefined}
            aria-describedby={
              errors.payment_instructions
                ? 'settings-payment-instructions-error'
                : 'settings-payment-instructions-hint'
            }
            {...register('payment_instructions')}
          />
          {errors.payment_instructions ? (
            <p id="settings-payment-instructions-error" className="text-sm text-destructive">
              {errors.payment_instructions.message}
            </p>
          ) : (
            <p id="settings-payment-instructions-hint" className="text-xs text-muted-foreground">
              Shown to parents when they choose 'Pay'.
            </p>
          )}
        </div>
        {unnamed ? <Alert>{requestErrorMessage(update.error)}</Alert> : null}
        <div className="flex gap-2">
          <Button type="submit" disabled={update.isPending}>
            {update.isPending ? <Spinner /> : null}
            Save Settings
          </Button>
          <Button
            type="button"
            variant="outline"
            disabled={!isDirty || update.isPending}
            onClick={() => reset(toFormValues(settings))}
          >
            Undo changes
          </Button>
        </div>
      </div>
      <div className="lg:sticky lg:top-4 lg:self-start">
        <BrandPreview
          schoolName={watched.school_name ?? ''}
          logoUrl={settings.logo_url}
          primaryColor={watched.primary_color ?? ''}
          secondaryColor={watched.secondary_color ?? ''}
          themeMode={watched.theme_mode === 'dark' ? 'dark' : 'light'}
        />
      </div>
    </form>
  );
}
