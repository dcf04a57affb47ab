import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import {
  NOTIFICATION_CHANNELS,
  NOTIFICATION_KIND_LABELS,
  type NotificationPreferences,
} from '@/shared/schemas/notifications';
import { DialogFrame, type DialogOpenProps } from '@/web/components/dialog-frame';
import { Button } from '@/web/components/ui/button';
import { fetchPreferences, notificationKeys, savePreferences } from '../api/notifications-api';
import { pushSupported, turnOnPush } from '../push-subscription';

const CHANNEL_LABELS = { portal: 'Portal', email: 'Email', push: 'Push' } as const;

const QUIET_BOUNDS = [
  ['quietStart', 'From'],
  ['quietEnd', 'Until'],
] as const;

/** Per kind: portal, email and push; quiet hours; the daily digest; what a lock screen shows. */
export function NotificationPreferencesDialog(props: DialogOpenProps) {
  const queryClient = useQueryClient();
  const saved = useQuery({
    queryKey: notificationKeys.preferences,
    queryFn: fetchPreferences,
    enabled: props.open,
  });
  const [draft, setDraft] = useState<NotificationPreferences | null>(null);
  const [pushNote, setPushNote] = useState<string | null>(null);
  useEffect(() => {
    if (saved.data) setDraft(saved.data);
  }, [saved.data]);
  const save = useMutation({
    mutationFn: savePreferences,
    onSuccess: (data) => {
      queryClient.setQueryData(notificationKeys.preferences, data);
      props.onOpenChange?.(false);
    },
  });
  const push = useMutation({
    mutationFn: turnOnPush,
    onSuccess: () => setPushNote('Push is on in this browser.'),
    onError: (error) => setPushNote(error.message),
  });
  const set = (patch: Partial<NotificationPreferences>) =>
    setDraft((current) => (current ? { ...current, ...patch } : current));
  const quiet = draft?.quietStart !== null && draft?.quietStart !== undefined;

  return (
    <DialogFrame
      {...props}
      title="Notification preferences"
      description="Choose how you hear about each kind of news. Quiet hours hold back email and push, never the portal."
      className="max-h-[90vh] overflow-y-auto"
    >
      {saved.isPending ? (
        <p role="status">Loading your preferences…</p>
      ) : saved.isError || !draft ? (
        <p role="alert">Your preferences could not be loaded. Please try again.</p>
      ) : (
        <form
          className="grid gap-4"
          onSubmit={(event) => {
            event.preventDefault();
            save.mutate(draft);
          }}
        >
          <table className="w-full text-sm">
            <caption className="sr-only">Channels for each kind of notification</caption>
            <thead>
              <tr>
                <th scope="col" className="text-left font-medium">
                  Kind
                </th>
                {NOTIFICATION_CHANNELS.map((channel) => (
                  <th key={channel} scope="col" className="w-14 font-medium">
                    {CHANNEL_LABELS[channel]}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {draft.kinds.map((row) => (
                <tr key={row.kind}>
                  <th scope="row" className="py-1 text-left font-normal">
                    {NOTIFICATION_KIND_LABELS[row.kind]}
                  </th>
                  {NOTIFICATION_CHANNELS.map((channel) => (
                    <td key={channel} className="text-center">
                      <input
                        type="checkbox"
                        className="size-5"
                        aria-label={`${NOTIFICATION_KIND_LABELS[row.kind]}: ${CHANNEL_LABELS[channel]}`}
                        checked={row[channel]}
                        onChange={(event) =>
                          set({
                            kinds: draft.kinds.map((k) =>
                              k.kind === row.kind ? { ...k, [channel]: event.target.checked } : k,
                            ),
                          })
                        }
                      />
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
          <fieldset className="grid gap-2">
            <legend className="text-sm font-medium">Quiet hours (school time)</legend>
            <label className="flex items-center gap-2 text-sm">
              <input
                type="checkbox"
                className="size-5"
                checked={quiet}
                onChange={(event) =>
                  set(
                    event.target.checked
                      ? { quietStart: '21:00', quietEnd: '07:00' }
                      : { quietStart: null, quietEnd: null },
                  )
                }
              />
              Hold email and push during quiet hours
            </label>
            {quiet ? (
              <div className="flex flex-wrap gap-3 text-sm">
                {QUIET_BOUNDS.map(([key, label]) => (
                  <label key={key} className="grid gap-1">
                    {label}
                    <input
                      type="time"
                      className="rounded-md border border-input px-2 py-1"
                      value={draft[key] ?? ''}
                      onChange={(event) => set({ [key]: event.target.value })}
                    />
                  </label>
                ))}
              </div>
            ) : null}
          </fieldset>
          <fieldset className="grid gap-2 text-sm">
            <legend className="font-medium">Email and push</legend>
            <label className="flex items-center gap-2">
              <input
                type="checkbox"
                className="size-5"
                checked={draft.digest}
                onChange={(event) => set({ digest: event.target.checked })}
              />
              One daily digest email instead of single emails, at
              <input
                type="time"
                aria-label="Digest time"
                className="rounded-md border border-input px-2 py-1"
                value={draft.digestAt}
                onChange={(event) => set({ digestAt: event.target.value })}
              />
            </label>
            <label className="flex items-center gap-2">
              <input
                type="checkbox"
                className="size-5"
                checked={!draft.pushContent}
                onChange={(event) => set({ pushContent: !event.target.checked })}
              />
              No content on the lock screen (a push only says something new is there)
            </label>
            <div className="flex flex-wrap items-center gap-2">
              <Button
                type="button"
                variant="outline"
                disabled={!pushSupported() || push.isPending}
                onClick={() => push.mutate()}
              >
                Turn on push
              </Button>
              <span role="status" className="text-muted-foreground">
                {pushSupported()
                  ? pushNote
                  : 'Push notifications are not available in this browser.'}
              </span>
            </div>
          </fieldset>
          {save.isError ? (
            <p role="alert" className="text-sm text-destructive">
              {save.error.message}
            </p>
          ) : null}
          <div className="flex justify-end gap-2">
            <Button type="button" variant="outline" onClick={() => props.onOpenChange?.(false)}>
              Cancel
            </Button>
            <Button type="submit" disabled={save.isPending}>
              Save preferences
            </Button>
          </div>
        </form>
      )}
    </DialogFrame>
  );
}
