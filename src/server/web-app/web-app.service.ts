import { createHash } from 'node:crypto';
import type { Tenant } from '@/shared/schemas/tenants.ts';
import type { WebAppManifest } from '@/shared/schemas/web-app.ts';
import type { RequestScope } from '../platform/db/request-scope.ts';
import { readLogo } from '../settings/settings.service.ts';
import { getTenantByCode } from '../tenants/tenants.service.ts';
import {
  ICON_SIZES,
  type IconSize,
  primaryHex,
  readBundledLogo,
  renderIcon,
  uploadedLogoSha,
} from './app-icons.ts';

/** The portal before a school is chosen: its name and the default colours. */
const PORTAL = { name: 'School Portal', code: null, primary: null, dark: false, logoUrl: null };
type Face = {
  name: string;
  code: string | null;
  primary: string | null;
  dark: boolean;
  logoUrl: string | null;
};

const faceOf = (tenant: Tenant): Face => ({
  name: tenant.school_name,
  code: tenant.school_code,
  primary: tenant.primary_color,
  dark: tenant.theme_mode === 'dark',
  logoUrl: tenant.logo_url,
});

/** Where a face's files live: /api/schools/<code>/… or /api/web-app/… for the portal. */
const base = (face: Face) =>
  face.code ? `/api/schools/${encodeURIComponent(face.code)}` : '/api/web-app';

/** Names the icons' version: a new logo or colour is a new address, so icons cache for long. */
const version = (face: Face) =>
  createHash('sha256')
    .update(`${face.logoUrl ?? ''}|${primaryHex(face.primary)}`)
    .digest('hex')
    .slice(0, 12);

/** short_name: shown under the icon on a phone's home screen, where about 12 characters fit. */
function shortName(name: string): string {
  let short = '';
  for (const word of name.split(/\s+/)) {
    const longer = short ? `${short} ${word}` : word;
    if (longer.length > 12) break;
    short = longer;
  }
  return short || name.slice(0, 12);
}

/**
 * One origin serves every school, so `scope` and `start_url` are the whole app ('/': it opens on
 * the school the device chose last), while `id` names the school: each school installs as an app
 * of its own, with its name, colours and icons.
 */
function manifestOf(face: Face): WebAppManifest {
  const v = version(face);
  return {
    id: face.code ? `/?school=${encodeURIComponent(face.code)}` : '/',
    name: face.name,
    short_name: shortName(face.name),
    description: `${face.name}: attendance, homework, fees and messages for families and staff.`,
    start_url: '/',
    scope: '/',
    display: 'standalone',
    theme_color: primaryHex(face.primary),
    background_color: face.dark ? '#09090b' : '#ffffff',
    icons: ICON_SIZES.map((size) => ({
      src: `${base(face)}/icons/${size}.png?v=${v}`,
      sizes: `${size}x${size}`,
      type: 'image/png',
      purpose: 'any',
    })),
  };
}

export const portalManifest = (): WebAppManifest => manifestOf(PORTAL);

export async function schoolManifest(scope: RequestScope, code: string): Promise<WebAppManifest> {
  return manifestOf(faceOf(await getTenantByCode(scope, code)));
}

/** Rendered icons by school, logo, colour and size: drawing a 512 px icon takes sharp a while. */
const rendered = new Map<string, Promise<Buffer>>();
const RENDERED_MAX = 256;

function iconOf(face: Face, size: IconSize, logo: () => Promise<Buffer | null>) {
  const key = `${face.code ?? ''}|${version(face)}|${size}`;
  let icon = rendered.get(key);
  if (!icon) {
    if (rendered.size >= RENDERED_MAX) rendered.delete(rendered.keys().next().value!);
    icon = logo().then((bytes) => renderIcon(size, primaryHex(face.primary), bytes));
    icon.catch(() => rendered.delete(key));
    rendered.set(key, icon);
  }
  return icon;
}

export const portalIcon = (size: IconSize) => iconOf(PORTAL, size, async () => null);

export async function schoolIcon(scope: RequestScope, code: string, size: IconSize) {
  const tenant = await getTenantByCode(scope, code);
  return iconOf(faceOf(tenant), size, async () => {
    const sha = uploadedLogoSha(tenant.logo_url);
    if (sha) return Buffer.from((await readLogo(scope, tenant.id, sha)).content);
    return readBundledLogo(tenant.logo_url);
  });
}
