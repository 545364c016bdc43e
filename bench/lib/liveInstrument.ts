/**
 * Runs in the page before the app (page.addInitScript). Stamps every STOMP frame on an auction
 * topic with performance.now() the moment the WebSocket delivers it, before the app's own
 * handler, and collects long tasks. `watchHighestBid` (below) then resolves each frame when the
 * highest bid it carries is in the DOM.
 */
export function instrumentLiveUpdates(): void {
  interface Frame {
    t: number;
    amount: number;
    latency: number | null;
  }
  const bench = { frames: [] as Frame[], longTasks: [] as { start: number; duration: number }[] };
  Object.assign(window, { __bench: bench });
  const stamp = (event: MessageEvent): void => {
    const t = performance.now();
    const data: unknown = event.data;
    if (
      typeof data !== 'string' ||
      !data.startsWith('MESSAGE') ||
      !data.includes('destination:/topic/auction/')
    )
      return;
    // Read the amount without parsing the whole body: the stamp must not add to what it measures.
    const at = data.indexOf('"highestBid":{');
    const amount = at === -1 ? null : /"amount":(\d+(?:\.\d+)?)/.exec(data.slice(at, at + 400))?.[1];
    if (amount != null) bench.frames.push({ t, amount: Number(amount), latency: null });
  };
  // Registered in the constructor, so it runs before any handler the app adds afterwards.
  class StampedWebSocket extends WebSocket {
    constructor(url: string | URL, protocols?: string | string[]) {
      super(url, protocols);
      this.addEventListener('message', stamp);
    }
  }
  window.WebSocket = StampedWebSocket;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      bench.longTasks.push({ start: entry.startTime, duration: entry.duration });
  }).observe({ type: 'longtask', buffered: true });
}

/** Runs in the page: resolves stamped frames when the highest-bid element shows their amount (or more). */
export function watchHighestBid(label: string): boolean {
  interface Frame {
    t: number;
    amount: number;
    latency: number | null;
  }
  const bench = (window as unknown as { __bench: { frames: Frame[] } }).__bench;
  const term = [...document.querySelectorAll('dt')].find((dt) => dt.textContent?.trim() === label);
  const value = term?.nextElementSibling;
  if (!value) return false;
  const observer = new MutationObserver(() => {
    const now = performance.now();
    const shown = Number.parseInt((value.textContent ?? '').split(',')[0]?.replace(/\D/g, '') ?? '', 10);
    if (!Number.isFinite(shown)) return;
    for (const frame of bench.frames) {
      if (frame.latency === null && frame.amount <= shown) frame.latency = now - frame.t;
    }
  });
  observer.observe(value, { childList: true, characterData: true, subtree: true });
  return true;
}
