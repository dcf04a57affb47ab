import { RotateCw } from 'lucide-react';
import { Alert } from '@/web/components/ui/alert';
import { Button } from '@/web/components/ui/button';

/** Spec 2: 'Profile load error: {message}' with a Retry that reloads the profile. */
export function ProfileError({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <Alert className="flex flex-wrap items-center justify-between gap-2">
      <span>Profile load error: {message}</span>
      <Button variant="outline" size="sm" onClick={onRetry}>
        <RotateCw aria-hidden="true" />
        Retry
      </Button>
    </Alert>
  );
}
