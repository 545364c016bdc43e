/**
 * Runs in the page before the app (page.addInitScript). For every keystroke, click and change
 * it measures the time from the event (its timestamp) to the first task after it, by which the
 * app's handlers and React's render and commit of the new list have all run. It also keeps the
 * Event Timing entries of 16 ms or more (event to the next paint), and long tasks.
 */
export function instrumentFinder(): void {
  const bench = {
    interactions: [] as { type: string; ms: number }[],
    slowEvents: [] as { type: string; duration: number }[],
    longTasks: [] as number[],
  };
  Object.assign(window, { __finder: bench });
  const channel = new MessageChannel();
  let waiting: { type: string; start: number } | null = null;
  channel.port1.onmessage = () => {
    if (!waiting) return;
    bench.interactions.push({ type: waiting.type, ms: performance.now() - waiting.start });
    waiting = null;
  };
  const begin = (event: Event) => {
    waiting = { type: event.type, start: event.timeStamp };
  };
  const end = () => {
    if (waiting) channel.port2.postMessage(null);
  };
  // Typing starts with keydown and its work happens on input; a pick starts and ends with its change or click.
  window.addEventListener('keydown', begin, { capture: true });
  window.addEventListener('input', end);
  window.addEventListener('change', (event) => {
    if (!waiting) begin(event);
    end();
  });
  window.addEventListener('click', (event) => {
    if (!waiting) begin(event);
    end();
  });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      bench.slowEvents.push({ type: entry.name, duration: entry.duration });
  }).observe({ type: 'event', durationThreshold: 16, buffered: true } as PerformanceObserverInit);
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) bench.longTasks.push(entry.duration);
  }).observe({ type: 'longtask', buffered: true });
}
