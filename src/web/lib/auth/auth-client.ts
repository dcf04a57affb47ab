import type { Session, SignInInput } from '@/shared/schemas/auth';
import type { Tenant } from '@/shared/schemas/tenants';
import { apiFetch } from '../api-client';
import { RECOVERY_STORAGE_KEY, isSessionKey } from '../storage-keys';
import type { AuthEvent, AuthListener } from './auth-events';
import { type AuthLink, takeAuthLink } from './auth-link';
import {
  type LinkSession,
  type RecoveryLink,
  confirmSignUpLink,
  openOidcLink,
  openRecoveryLink,
} from './auth-link-outcome';
import { AutoRefreshTimer } from './auto-refresh-timer';
import {
  AUTO_REFRESH_TICK_THRESHOLD,
  REFRESH_LOCK,
  fetchRefreshedSession,
  isRetryable,
  parseSession,
  ticksRemaining,
} from './session-refresh';
import { readStoredSession, removeStoredSession, writeStoredSession } from './session-storage';

export type { AuthEvent, AuthListener } from './auth-events';
export { AUTO_REFRESH_TICK_MS } from './session-refresh';

/**
 * The browser's session: kept in localStorage, announced to listeners as auth events, refreshed
 * before it expires, and kept in step with other tabs through the `storage` event.
 */
export class AuthClient {
  private session: Session | null = null;
  private readonly listeners = new Set<AuthListener>();
  private initializing: Promise<void> | null = null;
  private readonly autoRefresh = new AutoRefreshTimer(() => this.tick());
  private refreshing: Promise<Session | null> | null = null;
  /** Read (and removed from the address bar) at once, before the router sees the address. */
  private pendingLink: AuthLink | null;
  /** True while the session came from a recovery link and no new password was saved yet. */
  private recovery = false;
  private linkError: string | null = null;
  private linkNotice: string | null = null;
  private linkTenant: Tenant | null = null;

  constructor(private readonly storage: Storage) {
    this.pendingLink = takeAuthLink();
  }

  initialize(): Promise<void> {
    this.initializing ??= this.load();
    return this.initializing;
  }

  private async load(): Promise<void> {
    this.session = readStoredSession(this.storage);
    this.recovery = this.readRecoveryFlag(this.session);
    window.addEventListener('storage', this.onStorage);
    document.addEventListener('visibilitychange', this.onVisibilityChange);
    const link = this.pendingLink;
    if (link?.kind === 'error') this.linkError = link.message;
    if (link?.kind === 'signup') {
      const outcome = await confirmSignUpLink(link);
      [this.linkError, this.linkNotice] =
        'error' in outcome ? [outcome.error, null] : [null, outcome.notice];
    }
    const signedIn = link?.kind === 'oidc' ? this.linkSession(await openOidcLink(link)) : null;
    if (signedIn) this.adoptSession(signedIn);
    if (link?.kind === 'recovery') {
      const recovered = await this.startRecovery(link);
      this.pendingLink = null;
      if (recovered) return;
    }
    this.pendingLink = null;
    if (this.session && ticksRemaining(this.session) < AUTO_REFRESH_TICK_THRESHOLD) {
      await this.refreshSession();
    }
    if (this.session) this.autoRefresh.start();
  }

  /**
   * A recovery link signs the user in like a sign-in would (same session, same storage), and the
   * session stays a recovery session until a new password is saved, across reloads too.
   */
  private async startRecovery(link: RecoveryLink): Promise<boolean> {
    const session = this.linkSession(await openRecoveryLink(link));
    if (!session) return false;
    this.recovery = true;
    this.storage.setItem(RECOVERY_STORAGE_KEY, session.user.id);
    this.setSession(session, 'PASSWORD_RECOVERY');
    return true;
  }

  private linkSession(opened: LinkSession): Session | null {
    if ('error' in opened) {
      this.linkError = opened.error;
      return null;
    }
    this.linkTenant = opened.tenant;
    return opened.session;
  }

  private readRecoveryFlag(session: Session | null): boolean {
    return session !== null && this.storage.getItem(RECOVERY_STORAGE_KEY) === session.user.id;
  }

  private endRecovery(): void {
    this.recovery = false;
    this.storage.removeItem(RECOVERY_STORAGE_KEY);
  }

  /** Whether the user came in through a recovery link and still has to choose a new password. */
  isPasswordRecovery(): boolean {
    return this.recovery || this.pendingLink?.kind === 'recovery';
  }

  /** Why an email link in the address could not be used; null when there was none. */
  getLinkError(): string | null {
    return this.linkError;
  }

  /** What an email link in the address did, such as confirming the email address. */
  getLinkNotice(): string | null {
    return this.linkNotice;
  }

  /** The visitor moved on: the email link's message, error or notice, is no longer shown. */
  dismissLinkMessage(): void {
    this.linkError = null;
    this.linkNotice = null;
  }

  /** The school a recovery link named, once checked against the user's own school. */
  getLinkTenant(): Tenant | null {
    return this.linkTenant;
  }

  /** Called once the new password is saved: the session is an ordinary one from now on. */
  completePasswordRecovery(): void {
    this.endRecovery();
    this.notifyUserUpdated();
  }

  /** Stops timers and listeners; for tests and teardown. */
  dispose(): void {
    this.autoRefresh.stop();
    window.removeEventListener('storage', this.onStorage);
    document.removeEventListener('visibilitychange', this.onVisibilityChange);
    this.listeners.clear();
  }

  /** Listeners get INITIAL_SESSION once the stored session is loaded, then every change. */
  onAuthStateChange(listener: AuthListener): () => void {
    this.listeners.add(listener);
    void this.initialize().then(() => {
      if (this.listeners.has(listener)) listener('INITIAL_SESSION', this.session);
    });
    return () => {
      this.listeners.delete(listener);
    };
  }

  /** The current session, refreshed first if its access token has expired. */
  async getSession(): Promise<Session | null> {
    await this.initialize();
    if (this.session && this.session.expires_at * 1000 <= Date.now()) {
      return this.refreshSession();
    }
    return this.session;
  }

  async signInWithPassword(input: SignInInput): Promise<Session> {
    const session = await parseSession(
      await apiFetch('/api/auth/sign-in', { method: 'POST', body: input }),
    );
    this.endRecovery();
    this.setSession(session, 'SIGNED_IN');
    return session;
  }

  /** A session answered by another sign-in flow (accepting an invitation): signed in from now on. */
  adoptSession(session: Session): void {
    this.endRecovery();
    this.setSession(session, 'SIGNED_IN');
  }

  async signOut(): Promise<void> {
    const token = this.session?.access_token;
    if (token) {
      // Revoke on the server when it can be reached; the local sign-out happens regardless.
      await apiFetch('/api/auth/sign-out', { method: 'POST', accessToken: token }).catch(
        () => undefined,
      );
    }
    this.clearSession();
  }

  /** Tells listeners the user changed (name, password), so they reload what they show. */
  notifyUserUpdated(): void {
    if (this.session) this.emit('USER_UPDATED', this.session);
  }

  /** One refresh at a time; concurrent callers share it. */
  refreshSession(): Promise<Session | null> {
    const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
    const refresh = () => this.refreshWithRetries();
    this.refreshing ??= (locks ? locks.request(REFRESH_LOCK, refresh) : refresh()).finally(() => {
      this.refreshing = null;
    });
    return this.refreshing;
  }

  private async refreshWithRetries(): Promise<Session | null> {
    const current = this.session;
    if (!current) return null;
    // Another tab may have refreshed already; its session is in storage.
    const stored = readStoredSession(this.storage);
    if (
      stored &&
      stored.refresh_token !== current.refresh_token &&
      ticksRemaining(stored) >= AUTO_REFRESH_TICK_THRESHOLD
    ) {
      this.setSession(stored, 'TOKEN_REFRESHED');
      return stored;
    }
    try {
      const next = await fetchRefreshedSession(current.refresh_token);
      if (this.session?.refresh_token !== current.refresh_token) return this.session;
      this.setSession(next, 'TOKEN_REFRESHED');
      return next;
    } catch (error) {
      if (!isRetryable(error) && this.session?.refresh_token === current.refresh_token) {
        const adopted = readStoredSession(this.storage);
        if (adopted && adopted.refresh_token !== current.refresh_token) {
          this.setSession(adopted, 'TOKEN_REFRESHED');
        } else {
          this.clearSession();
        }
      }
      return this.session;
    }
  }

  private readonly tick = () => {
    if (this.session && ticksRemaining(this.session) < AUTO_REFRESH_TICK_THRESHOLD) {
      void this.refreshSession();
    }
  };

  /** Timers are throttled in background tabs; check at once when the tab is seen again. */
  private readonly onVisibilityChange = () => {
    if (document.visibilityState === 'visible') this.tick();
  };

  private setSession(session: Session, event: AuthEvent): void {
    this.session = session;
    writeStoredSession(this.storage, session);
    this.autoRefresh.start();
    this.emit(event, session);
  }

  private clearSession(): void {
    const hadSession = this.session !== null;
    this.session = null;
    removeStoredSession(this.storage);
    this.endRecovery();
    this.autoRefresh.stop();
    if (hadSession) this.emit('SIGNED_OUT', null);
  }

  private readonly onStorage = (event: StorageEvent) => {
    if (!isSessionKey(event.key)) return;
    const previous = this.session;
    const next = readStoredSession(this.storage);
    const wasRecovery = this.recovery;
    this.recovery = this.readRecoveryFlag(next);
    if (previous?.access_token === next?.access_token) {
      // Another tab saved the new password, or came in through a recovery link of this user.
      if (next && wasRecovery !== this.recovery) {
        this.emit(this.recovery ? 'PASSWORD_RECOVERY' : 'USER_UPDATED', next);
      }
      return;
    }
    this.session = next;
    if (!next) {
      this.autoRefresh.stop();
      this.emit('SIGNED_OUT', null);
      return;
    }
    this.autoRefresh.start();
    this.emit(previous?.user.id === next.user.id ? 'TOKEN_REFRESHED' : 'SIGNED_IN', next);
  };

  private emit(event: AuthEvent, session: Session | null): void {
    for (const listener of [...this.listeners]) listener(event, session);
  }
}

export const authClient = new AuthClient(window.localStorage);
