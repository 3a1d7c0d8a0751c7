import type { Store } from '@reduxjs/toolkit';
import {
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ComponentType,
  type ReactNode,
} from 'react';
import { createRoot } from 'react-dom/client';
import { useIntl } from 'react-intl';
import type { NavigateFunction } from 'react-router-dom';
import type { PageKey } from '../../../config/paths';
import { usePaths } from '../../../config/pathsContext';
import { messages } from '../messages';
import {
  createReplayer,
  splitPages,
  type Replayer,
  type ReplayStore,
  type ReplayStoreFactory,
  type Tape,
} from '../../tape';
import { AppFrame } from '../../../ui';
import { PlayerControls, type PlayerView } from './PlayerControls';
import { RouteDriver, viewOnlyStore, watchModalDialogs } from './replayView';
import { ReplayRouter, ReplayScreens, type ReplayRoutes } from './replayRouter';
import { describeEntry, firstRoute, pacingDelay, type Speed } from './tapeTools';

/**
 * What the player needs of the app, handed in by the app's route row (a feature never imports the app):
 * its routes, its providers and the replay store factory (the app's one store factory).
 */
export interface ReplayApp {
  Routes: ReplayRoutes;
  Providers: ComponentType<{
    store: Store;
    locale: string;
    messages: Record<string, string>;
    paths: Record<PageKey, string>;
    children: ReactNode;
  }>;
  storeFactory: () => ReplayStoreFactory;
}

function NotReplayed() {
  const intl = useIntl();
  return (
    <AppFrame title={intl.formatMessage(messages.title)}>
      <p className="card">{intl.formatMessage(messages.notReplayed)}</p>
    </AppFrame>
  );
}

type Advance = 'more' | 'end' | 'busy';

export interface ReplayPlayerProps {
  tape: Tape;
  app: ReplayApp;
  onClose: () => void;
}

/**
 * Plays a tape in the browser against the real reducers and sagas (every effect answered from the
 * tape) and shows the app's screens for the replay store. The screens live in a separate React root
 * with their own memory router, because a router cannot sit inside the page's browser router.
 * Controls: play, pause, step, speed; pacing follows the recorded gaps (divided by the speed, at most
 * 2 s each) with the component's own timers: this is a viewer, not app logic. A tape that spans page
 * loads shows them in order; at each one the screens start again on that page's new store.
 */
export function ReplayPlayer({ tape, app, onClose }: ReplayPlayerProps) {
  const { Routes: AppRoutes, Providers: AppProviders, storeFactory } = app;
  const intl = useIntl();
  const { locale } = intl;
  const catalog = intl.messages as Record<string, string>;
  const paths = usePaths();
  const hostRef = useRef<HTMLDivElement>(null);
  const replayerRef = useRef<Replayer | null>(null);
  const busy = useRef(false);
  const total = tape.entries.length;
  const pages = useMemo(() => splitPages(tape), [tape]);
  const [view, setView] = useState<PlayerView>({
    position: 0,
    page: 0,
    done: total === 0,
    divergence: null,
    last: null,
  });
  const [playing, setPlaying] = useState(false);
  const [speed, setSpeed] = useState<Speed>(1);
  /** Non-zero while a replayed screen shows a modal dialog: the controls go above it. */
  const [layer, setLayer] = useState(0);

  useEffect(() => {
    const host = hostRef.current;
    if (!host) return;
    // A fresh container per run: the old root unmounts after this commit, never during it.
    const container = document.createElement('div');
    host.appendChild(container);
    // Route entries move the player's memory router (a route seen before it mounted waits for it).
    let navigateTo: NavigateFunction | null = null;
    let pending: string | null = null;
    const bind = (navigate: NavigateFunction) => {
      navigateTo = navigate;
      if (pending !== null) navigate(pending);
      pending = null;
    };
    const root = createRoot(container);
    let shown = 0;
    /** The screens on a page load's store, from its first location (a new page: new providers and router). */
    const show = (store: ReplayStore, location: string) => {
      navigateTo = null;
      shown += 1;
      root.render(
        // The app's own providers, in a separate root: a Router cannot sit inside this page's router.
        <AppProviders
          key={shown}
          store={viewOnlyStore(store)}
          locale={locale}
          messages={catalog}
          paths={paths}
        >
          <ReplayRouter initial={location}>
            <RouteDriver bind={bind} />
            <ReplayScreens AppRoutes={AppRoutes} paths={paths} notReplayed={<NotReplayed />} />
          </ReplayRouter>
        </AppProviders>,
      );
    };
    const replayer = createReplayer(tape, storeFactory(), {
      onRoute: (location) => {
        if (navigateTo) navigateTo(location);
        else pending = location;
      },
      onPage: (page, store) => show(store, page.path),
    });
    replayerRef.current = replayer;
    show(replayer.store, firstRoute(tape));
    // The replayed dialogs stay modal, as in the app; the controls are lifted above them.
    const release = watchModalDialogs(host, setLayer);
    return () => {
      replayerRef.current = null;
      release();
      setLayer(0);
      replayer.stop();
      setTimeout(() => {
        root.unmount();
        container.remove();
      }, 0);
    };
  }, [tape, AppRoutes, AppProviders, storeFactory, locale, catalog, paths]);

  /** Plays one entry (never two at once) and shows where the replay stands. */
  const advance = useCallback(async (): Promise<Advance> => {
    const replayer = replayerRef.current;
    if (!replayer) return 'end';
    if (busy.current) return 'busy';
    if (replayer.done()) return 'end';
    busy.current = true;
    try {
      const entry = await replayer.step();
      if (replayerRef.current !== replayer) return 'end';
      setView((previous) => ({
        position: replayer.position(),
        page: replayer.pages().indexOf(replayer.page()),
        done: replayer.done(),
        divergence: replayer.divergence(),
        last: entry ? describeEntry(entry) : previous.last,
      }));
      return replayer.done() ? 'end' : 'more';
    } finally {
      busy.current = false;
    }
  }, []);

  useEffect(() => {
    if (!playing) return;
    let cancelled = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const schedule = () => {
      const replayer = replayerRef.current;
      const delay = replayer ? pacingDelay(tape.entries, replayer.position(), speed) : 0;
      timer = setTimeout(() => {
        void advance().then((result) => {
          if (cancelled) return;
          if (result === 'end') setPlaying(false);
          else schedule();
        });
      }, delay);
    };
    schedule();
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
  }, [playing, speed, tape, advance]);

  return (
    <div className="tp-player">
      <div ref={hostRef} className="tp-screen" data-testid="tp-screen" />
      <PlayerControls
        tape={tape}
        pages={pages}
        view={view}
        playing={playing}
        speed={speed}
        layer={layer}
        onPlaying={setPlaying}
        onStep={() => void advance()}
        onSpeed={setSpeed}
        onClose={onClose}
      />
    </div>
  );
}
