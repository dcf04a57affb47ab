import { toast } from 'sonner';
import { requestErrorMessage } from './field-errors';

/** A mutation's callbacks that tell the outcome in a toast: the success text, or the error's own. */
export function toastOutcome(success: string) {
  return {
    onSuccess: () => void toast.success(success),
    onError: (error: unknown) => void toast.error(requestErrorMessage(error)),
  };
}
