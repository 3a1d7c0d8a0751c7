import { startTransition, useMemo, useState, type ComponentType, type ReactNode } from 'react';
import {
  NavigationType,
  parsePath,
  Router,
  createPath,
  type Location,
  type Navigator,
  type To,
} from 'react-router-dom';
import { TEST_PAGE_PATH, type PageKey } from '../../../config/paths';
import { useRouteElement } from '../../../ui/useRouteElement';

/** The app's route table (AppRoutes), handed in so this page does not import the routes that load it. */
export type ReplayRoutes = ComponentType<{ paths: Record<PageKey, string> }>;

interface MemoryState {
  entries: Location[];
  index: number;
  action: NavigationType;
}

let lastKey = 0;

/** A history entry for `to` (the router hands absolute paths), with a key of its own. */
function entryOf(to: To, state: unknown): Location {
  const path = typeof to === 'string' ? parsePath(to) : to;
  lastKey += 1;
  return {
    pathname: path.pathname ?? '/',
    search: path.search ?? '',
    hash: path.hash ?? '',
    state: state ?? null,
    key: `replay${lastKey}`,
  };
}

/**
 * The player's router: a history in memory (push, replace, back and forward within it), as
 * react-router's MemoryRouter keeps one, on the router the app's own entry already loads (its
 * MemoryRouter and `<Routes>` would otherwise sit in every app page's first load for this page only).
 */
export function ReplayRouter({ initial, children }: { initial: string; children: ReactNode }) {
  const [state, setState] = useState<MemoryState>(() => ({
    entries: [entryOf(initial, null)],
    index: 0,
    action: NavigationType.Pop,
  }));
  const navigator = useMemo<Navigator>(() => {
    const update = (next: (previous: MemoryState) => MemoryState) =>
      startTransition(() => setState(next));
    return {
      createHref: (to) => (typeof to === 'string' ? to : createPath(to)),
      push: (to, entryState: unknown) =>
        update((previous) => ({
          entries: [...previous.entries.slice(0, previous.index + 1), entryOf(to, entryState)],
          index: previous.index + 1,
          action: NavigationType.Push,
        })),
      replace: (to, entryState: unknown) =>
        update((previous) => ({
          entries: previous.entries.map((entry, i) =>
            i === previous.index ? entryOf(to, entryState) : entry,
          ),
          index: previous.index,
          action: NavigationType.Replace,
        })),
      go: (delta) =>
        update((previous) => ({
          ...previous,
          index: Math.min(Math.max(previous.index + delta, 0), previous.entries.length - 1),
          action: NavigationType.Pop,
        })),
    };
  }, []);
  return (
    <Router
      location={state.entries[state.index]}
      navigationType={state.action}
      navigator={navigator}
    >
      {children}
    </Router>
  );
}

/** The replayed screens: the test page's own path shows that it is not replayed, any other the app's. */
export function ReplayScreens({
  AppRoutes,
  paths,
  notReplayed,
}: {
  AppRoutes: ReplayRoutes;
  paths: Record<PageKey, string>;
  notReplayed: ReactNode;
}) {
  return useRouteElement([
    { path: TEST_PAGE_PATH, element: notReplayed },
    { path: '*', element: <AppRoutes paths={paths} /> },
  ]);
}
