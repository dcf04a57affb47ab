import { X } from 'lucide-react';
import { useLocation, useNavigate } from 'react-router';
import { Button } from '@/web/components/ui/button';
import { noticeOf } from '@/web/lib/auth/signed-in-notice';

/** The short message a signed-in person was sent here with (route guard, Home); dismissible. */
export function SignedInNotice() {
  const location = useLocation();
  const navigate = useNavigate();
  const notice = noticeOf(location.state);
  if (!notice) return null;
  return (
    <div
      role="status"
      className="mb-4 flex items-start gap-2 rounded-md border border-primary/40 bg-primary/10 px-3 py-2 text-sm print:hidden"
    >
      <p className="flex-1">{notice}</p>
      <Button
        variant="ghost"
        size="icon"
        className="size-6 shrink-0"
        aria-label="Dismiss"
        onClick={() =>
          void navigate(
            { pathname: location.pathname, search: location.search, hash: location.hash },
            { replace: true, state: null },
          )
        }
      >
        <X aria-hidden="true" />
      </Button>
    </div>
  );
}
