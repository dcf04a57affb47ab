import type { CSSProperties } from 'react';
import { brandTokens } from '@/shared/rules/brand-tokens';
import type { ThemeMode } from '@/shared/schemas/tenants';
import { SchoolLogo } from '@/web/components/school-logo';
import { cn } from '@/web/lib/cn';

interface BrandPreviewProps {
  schoolName: string;
  logoUrl: string | null;
  primaryColor: string;
  secondaryColor: string;
  themeMode: ThemeMode;
}

/** While typing, an unfinished colour shows the default, without a console warning per key. */
const quietly = () => {};

/**
 * A small portal drawn with the colours and theme being edited, before they are saved: the same
 * design tokens the layout uses (brand-tokens.ts), set on this box only.
 */
export function BrandPreview({
  schoolName,
  logoUrl,
  primaryColor,
  secondaryColor,
  themeMode,
}: BrandPreviewProps) {
  const dark = themeMode === 'dark';
  const tokens = brandTokens(
    { primary_color: primaryColor, secondary_color: secondaryColor },
    dark,
    quietly,
  );
  const name = schoolName.trim() || 'Your school';
  return (
    <figure
      aria-label="Live preview"
      data-testid="brand-preview"
      style={tokens as CSSProperties}
      className={cn(
        'grid gap-3 rounded-lg border border-border bg-background p-4 text-foreground',
        dark && 'dark',
      )}
    >
      <div className="flex items-center gap-2">
        <SchoolLogo tenant={{ school_name: name, logo_url: logoUrl }} className="size-8" />
        <span className="min-w-0 truncate font-semibold">{name}</span>
      </div>
      <p className="text-sm text-muted-foreground">
        Welcome back! This is how your portal looks.{' '}
        <span className="font-medium text-primary-text underline">A link</span>
      </p>
      <div className="flex flex-wrap items-center gap-2">
        <span className="inline-flex h-9 items-center rounded-md bg-primary px-3 text-sm font-medium text-primary-foreground">
          Primary button
        </span>
        <span className="inline-flex h-6 items-center rounded-full bg-secondary px-2 text-xs font-medium text-secondary-foreground">
          Secondary badge
        </span>
      </div>
      <figcaption className="text-xs text-muted-foreground">
        Live preview ({dark ? 'dark' : 'light'} theme)
      </figcaption>
    </figure>
  );
}
