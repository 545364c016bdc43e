import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useLocation, useSearchParams } from 'react-router-dom';

/** How long typing may pause before the URL follows (browsers limit how often it may change). */
const URL_DELAY_MS = 400;

/** How a screen's state lives in the URL: read forgivingly, written with defaults left out. */
export interface UrlCodec<State> {
  read: (params: URLSearchParams) => State;
  /** `base` with this codec's parameters replaced by `state`'s; others (`lng`, say) kept. */
  write: (state: State, base: URLSearchParams) => URLSearchParams;
}

interface Draft<State> {
  state: State;
  /** URLs this draft wrote or agrees with; any other came from elsewhere (back, forward, a link). */
  known: readonly string[];
}

const sortedParams = (params: URLSearchParams) =>
  [...params.entries()]
    .map((pair) => pair.join('='))
    .sort()
    .join('&');

/**
 * A screen's state kept in the URL, so reload, back/forward and shared links restore it: the
 * finder's and the console's lists (features/auctions/useFinderState.ts, features/admin/shared
 * /useConsoleList.ts). What the screen shows changes at once; the URL follows once the browser has
 * drawn the change (writing history re-renders everything under the router: about a quarter of a
 * finder pick's work at 2,000 auctions, bench/README.md). `set` is a new history entry (a page, a
 * filter); `type` replaces the entry once typing pauses (a search). Nonsense in the URL is
 * dropped quietly, without a new entry.
 */
export function useUrlState<State>({ read, write }: UrlCodec<State>) {
  const [params, setParams] = useSearchParams();
  const { pathname } = useLocation();
  const [draft, setDraft] = useState<Draft<State>>(() => ({
    state: read(params),
    known: [params.toString()],
  }));
  const current = params.toString();

  // Back, forward or a link changed the URL: the screen follows it. Once the URL has caught up
  // with the last write, older URLs of ours count as foreign again.
  if (!draft.known.includes(current)) setDraft({ state: read(params), known: [current] });
  else if (draft.known.length > 1 && current === draft.known.at(-1)) setDraft({ ...draft, known: [current] });

  const url = useRef({ params, setParams, read, write, pathname });
  const latest = useRef(draft.state);
  const urlWrite = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const typing = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const frames = useRef<number[]>([]);
  useLayoutEffect(() => {
    url.current = { params, setParams, read, write, pathname };
    latest.current = draft.state;
  }, [params, setParams, read, write, pathname, draft.state]);

  const commit = useCallback((next: State, replace: boolean) => {
    clearTimeout(typing.current);
    const target = url.current.write(next, url.current.params).toString();
    latest.current = next;
    setDraft((state) => ({ state: next, known: [...state.known, target] }));
    // The URL once the change is on screen: after the next frame, a task later.
    const frame = requestAnimationFrame(() => {
      frames.current = frames.current.filter((pending) => pending !== frame);
      urlWrite.current = setTimeout(() => {
        // A link followed meanwhile (the next screen still loading, so this one not yet gone) wins:
        // writing this screen's parameters would navigate back to it.
        if (window.location.pathname === url.current.pathname) url.current.setParams(target, { replace });
      });
    });
    frames.current.push(frame);
  }, []);

  // A URL not written yet when the screen goes (a link followed at once) is not written later.
  useEffect(
    () => () => {
      frames.current.forEach(cancelAnimationFrame);
      clearTimeout(urlWrite.current);
      clearTimeout(typing.current);
    },
    [],
  );

  useEffect(() => {
    const canonical = url.current.write(url.current.read(params), params);
    if (sortedParams(canonical) !== sortedParams(params)) setParams(canonical, { replace: true });
  }, [params, setParams]);

  return {
    state: draft.state,
    /** A new history entry (a page, a filter picked). */
    set: useCallback((change: (state: State) => State) => commit(change(latest.current), false), [commit]),
    /** Shown at once; the URL entry is replaced once typing pauses. */
    type: useCallback(
      (change: (state: State) => State) => {
        const next = change(latest.current);
        latest.current = next;
        setDraft((state) => ({ ...state, state: next }));
        clearTimeout(typing.current);
        typing.current = setTimeout(() => commit(latest.current, true), URL_DELAY_MS);
      },
      [commit],
    ),
    /** Puts the URL right without a new entry (a page past the end, say). */
    replace: useCallback((change: (state: State) => State) => commit(change(latest.current), true), [commit]),
  };
}
