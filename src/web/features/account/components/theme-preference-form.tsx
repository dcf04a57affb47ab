import { useState } from 'react';
import { toast } from 'sonner';
import type { Profile } from '@/shared/schemas/auth';
import { Alert } from '@/web/components/ui/alert';
import { useBranding } from '@/web/lib/branding/branding-context';
import { useUpdateProfile } from '../api/update-profile';
import { requestErrorMessage } from '@/web/lib/field-errors';

type Choice = 'school' | 'light' | 'dark';

const choices: { value: Choice; label: string }[] = [
  { value: 'school', label: "School's theme" },
  { value: 'light', label: 'Light' },
  { value: 'dark', label: 'Dark' },
];

/** The user's own light/dark preference, saved to their profile and applied at once. */
export function ThemePreferenceForm({ preference }: { preference: Profile['theme_preference'] }) {
  const update = useUpdateProfile();
  const { setThemeMode, resetThemeMode } = useBranding();
  const saved: Choice = preference ?? 'school';
  const [current, setCurrent] = useState<Choice>(saved);

  function choose(choice: Choice) {
    setCurrent(choice);
    const theme_preference = choice === 'school' ? null : choice;
    update.mutate(
      { theme_preference },
      {
        onError: () => setCurrent(saved),
        onSuccess: () => {
          if (theme_preference) setThemeMode(theme_preference);
          else resetThemeMode();
          toast.success('Appearance saved');
        },
      },
    );
  }

  return (
    <fieldset className="grid gap-3" disabled={update.isPending}>
      <legend className="mb-2 text-sm font-medium">Appearance</legend>
      <div className="grid grid-cols-3 gap-2">
        {choices.map((choice) => (
          <label
            key={choice.value}
            className="flex cursor-pointer items-center gap-2 rounded-md border border-border px-3 py-2 text-sm has-checked:border-primary-text has-checked:bg-accent has-focus-visible:ring-[3px] has-focus-visible:ring-ring"
          >
            <input
              type="radio"
              name="theme-preference"
              value={choice.value}
              checked={current === choice.value}
              onChange={() => choose(choice.value)}
              className="accent-(--color-primary-text)"
            />
            {choice.label}
          </label>
        ))}
      </div>
      {update.isError ? <Alert>{requestErrorMessage(update.error)}</Alert> : null}
    </fieldset>
  );
}
