import { TrashIcon, UploadIcon } from 'lucide-react';
import { useRef, useState } from 'react';
import { toast } from 'sonner';
import { LOGO_MAX_BYTES, LOGO_TOO_LARGE, type SchoolSettings } from '@/shared/schemas/settings';
import { SchoolLogo } from '@/web/components/school-logo';
import { Button } from '@/web/components/ui/button';
import { Spinner } from '@/web/components/ui/spinner';
import { TextField } from '@/web/components/ui/text-field';
import { firstFieldError, requestErrorMessage } from '@/web/lib/field-errors';
import { useRemoveLogo } from '../../api/remove-logo';
import { useUploadLogo } from '../../api/upload-logo';
import { SectionCard } from '@/web/components/section-card';

const ACCEPT = 'image/png,image/jpeg,image/webp,image/svg+xml,.png,.jpg,.jpeg,.webp,.svg';

/** The school logo: PNG, JPEG, WebP or SVG up to 1 MB; the server reads the type from the content. */
export function LogoCard({ settings }: { settings: SchoolSettings }) {
  const upload = useUploadLogo();
  const remove = useRemoveLogo();
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  const busy = upload.isPending || remove.isPending;

  const onUpload = () => {
    if (!file) {
      setError('Choose an image file first.');
      return;
    }
    if (file.size > LOGO_MAX_BYTES) {
      setError(LOGO_TOO_LARGE);
      return;
    }
    setError(null);
    upload.mutate(file, {
      onSuccess: () => {
        toast.success('Logo uploaded');
        setFile(null);
        if (input.current) input.current.value = '';
      },
      onError: (failure) =>
        setError(firstFieldError(failure)?.message ?? requestErrorMessage(failure)),
    });
  };

  const onRemove = () => {
    setError(null);
    remove.mutate(undefined, {
      onSuccess: () => toast.success('Logo removed'),
      onError: (failure) => setError(requestErrorMessage(failure)),
    });
  };

  return (
    <SectionCard
      title="School logo"
      description={
        <>
          Shown on the school code and sign-in screens and in the menu. PNG, JPEG, WebP or SVG, at
          most 1 MB.
        </>
      }
      contentClassName="grid gap-4"
    >
      <div className="flex items-center gap-3">
        <SchoolLogo tenant={settings} className="size-16" />
        <span className="text-sm text-muted-foreground">
          {settings.logo_url ? 'Current logo' : 'No logo: your school’s initials show instead.'}
        </span>
      </div>
      <TextField
        id="settings-logo-file"
        label="Logo file"
        ref={input}
        type="file"
        accept={ACCEPT}
        error={error ?? undefined}
        onChange={(event) => {
          setFile(event.target.files?.[0] ?? null);
          setError(null);
        }}
      />
      <div className="flex flex-wrap gap-2">
        <Button type="button" onClick={onUpload} disabled={busy}>
          {upload.isPending ? <Spinner /> : <UploadIcon aria-hidden="true" />}
          Upload Logo
        </Button>
        {settings.logo_url ? (
          <Button type="button" variant="outline" onClick={onRemove} disabled={busy}>
            {remove.isPending ? <Spinner /> : <TrashIcon aria-hidden="true" />}
            Remove Logo
          </Button>
        ) : null}
      </div>
    </SectionCard>
  );
}
