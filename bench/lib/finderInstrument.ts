/**
 * Runs in the page before the app (page.addInitScript). For every keystroke, click and change it
 * measures the main thread's work: from the first listener of the event (capture, on window) to
 * the moment the app's handlers and React's render and commit of the new list have all run (a
 * microtask queued by the last listener, after React's own). Scheduling delay before the event
 * reaches the page is left out; the Event Timing entries of 16 ms or more (event to next paint)
 * and long tasks are kept beside it.
 */
export function instrumentFinder(): void {
  const bench = {
    interactions: [] as { type: string; ms: number }[],
    slowEvents: [] as { type: string; duration: number }[],
    longTasks: [] as number[],
  };
  Object.assign(window, { __finder: bench });
  let waiting: { type: string; start: number } | null = null;
  // Keystrokes; clicks on boxes, radios and buttons (their work is on click); changes of a select.
  const counts = (event: Event) => {
    const target = event.target;
    if (event.type === 'keydown') return true;
    if (target instanceof HTMLSelectElement) return event.type === 'change';
    if (target instanceof HTMLInputElement)
      return event.type === 'click' && /checkbox|radio/.test(target.type);
    return event.type === 'click' && target instanceof Element && target.closest('button') !== null;
  };
  const begin = (event: Event) => {
    if (counts(event)) waiting ??= { type: event.type, start: performance.now() };
  };
  const end = () => {
    const started = waiting;
    if (!started) return;
    waiting = null;
    queueMicrotask(() =>
      bench.interactions.push({ type: started.type, ms: performance.now() - started.start }),
    );
  };
  // Typing starts with keydown and its work happens on input; a pick's work happens on its click or change.
  for (const type of ['keydown', 'click', 'change']) window.addEventListener(type, begin, { capture: true });
  for (const type of ['input', 'change', 'click']) window.addEventListener(type, end);
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      bench.slowEvents.push({ type: entry.name, duration: entry.duration });
  }).observe({ type: 'event', durationThreshold: 16, buffered: true } as PerformanceObserverInit);
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) bench.longTasks.push(entry.duration);
  }).observe({ type: 'longtask', buffered: true });
}
