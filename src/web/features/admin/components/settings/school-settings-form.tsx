import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useMemo } from 'react';
import { type Resolver, useForm, useFormContext, useFormState, useWatch } from 'react-hook-form';
import { toast } from 'sonner';
import { parseHexColor } from '@/shared/rules/colors';
import { SCHOOL_TIME_ZONE_FALLBACK } from '@/shared/rules/school-clock';
import {
  type SchoolSettings,
  type SchoolSettingsInput,
  type SchoolSettingsValues,
  schoolSettingsInputSchema,
} from '@/shared/schemas/settings';
import { Form, FormAlert, SubmitButton } from '@/web/components/form/form';
import {
  FormSelectField,
  FormTextareaField,
  FormTextField,
} from '@/web/components/form/form-fields';
import { Button } from '@/web/components/ui/button';
import { TextField } from '@/web/components/ui/text-field';
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
  conference_cutoff_hours: settings.conference_cutoff_hours,
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

function ColorField({ name, label }: { name: 'primary_color' | 'secondary_color'; label: string }) {
  const { setValue } = useFormContext<FormValues>();
  const value = useWatch<FormValues, typeof name>({ name });
  return (
    <div className="flex items-start gap-2">
      <div className="grow">
        <FormTextField
          name={name}
          label={label}
          hint="A hex colour such as #ec4899"
          autoComplete="off"
        />
      </div>
      <input
        type="color"
        aria-label={`Pick the ${label.toLowerCase()}`}
        className="mt-7 h-10 w-12 shrink-0 cursor-pointer rounded-md border border-input bg-background p-1"
        value={pickerValue(value)}
        onChange={(event) =>
          setValue(name, event.target.value, { shouldDirty: true, shouldValidate: true })
        }
      />
    </div>
  );
}

/** The school's settings; the preview follows every keystroke, the layout follows the save. */
export function SchoolSettingsForm({ settings }: { settings: SchoolSettings }) {
  const update = useUpdateSettings();
  const form = useForm<FormValues>({
    resolver: zodResolver(schoolSettingsInputSchema) as unknown as Resolver<FormValues>,
    defaultValues: toFormValues(settings),
  });
  const { reset, control } = form;
  const { isDirty, isSubmitting } = useFormState({ control });
  useEffect(() => reset(toFormValues(settings)), [settings, reset]);
  const watched = useWatch({ control });
  const timeZones = useMemo(
    () => (typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : []),
    [],
  );

  const save = async (input: FormValues) => {
    await update.mutateAsync(input as unknown as SchoolSettingsValues);
    toast.success('Settings saved');
  };

  return (
    <Form
      form={form}
      idPrefix="settings"
      onSubmit={save}
      className="grid gap-6 lg:grid-cols-[1fr_18rem]"
    >
      <div className="grid gap-4">
        <FormTextField name="school_name" label="School name" autoComplete="organization" />
        <TextField
          id="settings-school-code"
          label="School code"
          value={settings.school_code}
          readOnly
          aria-readonly="true"
          hint="People enter this code to reach your school. It cannot be changed."
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <ColorField name="primary_color" label="Primary colour" />
          <ColorField name="secondary_color" label="Secondary colour" />
        </div>
        <FormSelectField
          name="theme_mode"
          label="Theme"
          options={[
            { value: 'light', label: 'Light' },
            { value: 'dark', label: 'Dark' },
          ]}
        />
        <FormTextField
          name="time_zone"
          label="Time zone"
          list="settings-time-zones"
          placeholder="Europe/London"
          autoComplete="off"
          hint={`Decides the school's 'today'. Leave blank to use ${SCHOOL_TIME_ZONE_FALLBACK}.`}
        />
        <datalist id="settings-time-zones">
          {timeZones.map((zone) => (
            <option key={zone} value={zone} />
          ))}
        </datalist>
        <div className="grid gap-4 sm:grid-cols-2">
          <FormTextField
            name="office_email"
            label="Office email"
            type="email"
            autoComplete="email"
            hint="Parents' 'School Office' and 'General Inquiry' write here."
          />
          <FormTextField name="office_phone" label="Office phone" type="tel" autoComplete="tel" />
        </div>
        <div className="grid gap-2">
          {NOTICE_SETTINGS.map(([field, status]) => (
            <label key={field} className="flex items-center gap-2 text-sm font-medium">
              <input type="checkbox" className="size-4 accent-primary" {...form.register(field)} />
              Email parents when a teacher marks their child {status}
            </label>
          ))}
          <p className="text-sm text-muted-foreground">
            At most one email per child and day, sent after a short delay so a mistaken mark can be
            corrected first.
          </p>
        </div>
        <FormTextField
          name="conference_cutoff_hours"
          label="Conference cut-off (hours)"
          type="number"
          inputMode="numeric"
          hint="Families can move or cancel a conference booking until this many hours before it."
        />
        <FormTextareaField
          name="payment_instructions"
          label="Payment instructions"
          rows={4}
          hint="Shown to parents when they choose 'Pay'."
        />
        <FormAlert />
        <div className="flex gap-2">
          <SubmitButton>Save Settings</SubmitButton>
          <Button
            type="button"
            variant="outline"
            disabled={!isDirty || isSubmitting}
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
    </Form>
  );
}
