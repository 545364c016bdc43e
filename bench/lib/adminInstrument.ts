/** What the DOM shows once a change has settled: for each entry, some element matching `selector` has exactly `text`. */
export type SettledWhen = { selector: string; text: string }[];

export interface AdminChange {
  /** From the event's first listener to the DOM showing the settled state, ms. */
  domMs: number;
  /** From the event's first listener to the end of the next frame after that (its paint), ms. */
  frameMs: number;
}

interface AdminBench {
  longTasks: number[];
  slowEvents: { type: string; duration: number }[];
  /** The change being waited for: armed by `armChange`, started by the next input event. */
  pending: { start: number | null; result: Promise<AdminChange> } | null;
}

/**
 * Runs in the page before the app (page.addInitScript). Once a change is armed (`armChange`), the
 * first keystroke, text input, click or select change starts its clock, at the first listener (capture,
 * on window), as in the finder's instrument. Event Timing entries of 16 ms or more (event to next
 * paint) and long tasks are kept beside it.
 */
export function instrumentAdmin(): void {
  const bench: AdminBench = { longTasks: [], slowEvents: [], pending: null };
  Object.assign(window, { __admin: bench });
  const begin = () => {
    const pending = bench.pending;
    if (pending && pending.start === null) pending.start = performance.now();
  };
  for (const type of ['keydown', 'beforeinput', 'input', 'click', 'change'])
    window.addEventListener(type, begin, { capture: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      bench.slowEvents.push({ type: entry.name, duration: entry.duration });
  }).observe({ type: 'event', durationThreshold: 16, buffered: true } as PerformanceObserverInit);
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) bench.longTasks.push(entry.duration);
  }).observe({ type: 'longtask', buffered: true });
}

/**
 * Runs in the page (page.evaluate) just before the action: the next input event starts the clock,
 * and the change has settled at the first DOM mutation after which `settled` holds. Its frame ends
 * with a message posted from the next animation frame's callback, which runs after that frame's
 * paint. Deferred renders (useDeferredValue) and server answers are thus included, unlike the
 * finder's synchronous measure.
 */
export function armChange(settled: SettledWhen): void {
  const bench = (window as unknown as { __admin: AdminBench }).__admin;
  const holds = () =>
    settled.every(({ selector, text }) =>
      [...document.querySelectorAll(selector)].some((element) => (element.textContent ?? '').trim() === text),
    );
  const pending: AdminBench['pending'] = {
    start: null,
    result: new Promise<AdminChange>((resolve) => {
      const observer = new MutationObserver(() => {
        const start = pending?.start;
        if (start == null || !holds()) return;
        const dom = performance.now();
        observer.disconnect();
        requestAnimationFrame(() => {
          const channel = new MessageChannel();
          channel.port1.onmessage = () => {
            channel.port1.close();
            resolve({ domMs: dom - start, frameMs: performance.now() - start });
          };
          channel.port2.postMessage(null);
        });
      });
      observer.observe(document.body, {
        childList: true,
        subtree: true,
        characterData: true,
        attributes: true,
      });
    }),
  };
  bench.pending = pending;
}

/** Runs in the page: the armed change's figures once it has settled (a change that never settles fails after 30 s). */
export function settledChange(): Promise<AdminChange> {
  const pending = (window as unknown as { __admin: AdminBench }).__admin.pending;
  if (!pending) throw new Error('no change was armed');
  return Promise.race([
    pending.result,
    new Promise<AdminChange>((_, reject) =>
      setTimeout(() => reject(new Error('the change did not settle within 30 s')), 30_000),
    ),
  ]);
}

/** Runs in the page: forgets what the load cost, so that only the interactions count. */
export function clearAdminTasks(): void {
  const bench = (window as unknown as { __admin: AdminBench }).__admin;
  bench.longTasks.length = 0;
  bench.slowEvents.length = 0;
}

/** Runs in the page: long tasks and slow events since the last clear. */
export function adminTasks(): { longTasks: number; slowEvents: number; longestTaskMs: number } {
  const bench = (window as unknown as { __admin: AdminBench }).__admin;
  return {
    longTasks: bench.longTasks.length,
    slowEvents: bench.slowEvents.length,
    longestTaskMs: Math.max(0, ...bench.longTasks),
  };
}
