/**
 * Runs in the page before the app (page.addInitScript). Stamps every STOMP frame on an auction
 * topic with performance.now() the moment the WebSocket delivers it, before the app's handler,
 * with its car and highest bid, and collects long tasks. `watchDeskRows` then resolves each
 * frame when its car's row shows that bid (or a later one).
 */
export function instrumentDesk(): void {
  interface Frame {
    t: number;
    carId: string;
    amount: number;
    latency: number | null;
  }
  const bench = {
    frames: [] as Frame[],
    longTasks: [] as { start: number; duration: number }[],
    sockets: 0,
  };
  Object.assign(window, { __desk: bench });
  const stamp = (event: MessageEvent): void => {
    const t = performance.now();
    const data: unknown = event.data;
    if (typeof data !== 'string' || !data.startsWith('MESSAGE')) return;
    const destination = /\ndestination:\/topic\/auction\/([^\n]+)\n/.exec(data);
    const amount = /"highestBid":\{[^}]*"amount":([\d.]+)/.exec(data);
    if (!destination?.[1] || !amount?.[1]) return;
    bench.frames.push({ t, carId: destination[1], amount: Number(amount[1]), latency: null });
  };
  // Registered in the constructor, so it runs before any handler the app adds afterwards.
  class StampedWebSocket extends WebSocket {
    constructor(url: string | URL, protocols?: string | string[]) {
      super(url, protocols);
      bench.sockets += 1;
      this.addEventListener('message', stamp);
    }
  }
  window.WebSocket = StampedWebSocket;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      bench.longTasks.push({ start: entry.startTime, duration: entry.duration });
  }).observe({ type: 'longtask', buffered: true });
}

/** Runs in the page: resolves stamped frames when their row's highest bid shows their amount (or more). */
export function watchDeskRows(): boolean {
  interface Frame {
    t: number;
    carId: string;
    amount: number;
    latency: number | null;
  }
  const bench = (window as unknown as { __desk: { frames: Frame[] } }).__desk;
  const list = document.querySelector('main ul:has(li[data-car-id])');
  if (!list) return false;
  const shownAmount = (carId: string): number => {
    // The first fact of a row is its highest bid.
    const value = list.querySelector(`li[data-car-id="${carId}"] dd`);
    return Number.parseInt((value?.textContent ?? '').split(',')[0]?.replace(/\D/g, '') ?? '', 10);
  };
  let resolvedUpTo = 0;
  new MutationObserver(() => {
    const now = performance.now();
    const shown = new Map<string, number>();
    // Frames before the first unresolved one are done: start there.
    while (resolvedUpTo < bench.frames.length && bench.frames[resolvedUpTo]?.latency !== null)
      resolvedUpTo += 1;
    for (const frame of bench.frames.slice(resolvedUpTo)) {
      if (frame.latency !== null) continue;
      let amount = shown.get(frame.carId);
      if (amount === undefined) {
        amount = shownAmount(frame.carId);
        shown.set(frame.carId, amount);
      }
      if (Number.isFinite(amount) && frame.amount <= amount) frame.latency = now - frame.t;
    }
  }).observe(list, { childList: true, characterData: true, subtree: true });
  return true;
}
