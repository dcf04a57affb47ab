import { AUTO_REFRESH_TICK_MS } from './session-refresh';

/** Calls back every auto-refresh tick while started; starting twice keeps the one timer. */
export class AutoRefreshTimer {
  private ticker: ReturnType<typeof setInterval> | null = null;

  constructor(private readonly onTick: () => void) {}

  start(): void {
    if (this.ticker) return;
    this.ticker = setInterval(this.onTick, AUTO_REFRESH_TICK_MS);
  }

  stop(): void {
    if (this.ticker) clearInterval(this.ticker);
    this.ticker = null;
  }
}
