import { Spinner } from './ui/spinner';

/** Spec 2: a centred spinner while the session loads. */
export function PageSpinner() {
  return (
    <div role="status" className="flex min-h-svh w-full items-center justify-center">
      <Spinner className="size-8 text-primary-text" />
      <span className="sr-only">Loading…</span>
    </div>
  );
}
