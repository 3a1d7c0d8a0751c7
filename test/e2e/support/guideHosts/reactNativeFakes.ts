import type { HostRecord } from './types';

type Listener = (value: string) => void;
type BackListener = () => boolean | null | undefined;

/**
 * A small `react-native` for the guide's React Native sample: what it imports (AppState, BackHandler,
 * Linking, Platform, Share), recording what the sample does with them.
 */
export function fakeReactNative(record: HostRecord, effects: { count: number }) {
  const appState = new Set<Listener>();
  const backListeners: BackListener[] = [];
  const module = {
    AppState: {
      currentState: 'active',
      addEventListener(type: string, listener: Listener) {
        if (type === 'change') appState.add(listener);
        return { remove: () => appState.delete(listener) };
      },
    },
    BackHandler: {
      addEventListener(type: string, listener: BackListener) {
        if (type === 'hardwareBackPress') backListeners.push(listener);
        return {
          remove() {
            const at = backListeners.indexOf(listener);
            if (at >= 0) backListeners.splice(at, 1);
          },
        };
      },
      exitApp() {
        record.closes.push({ seq: record.next(), url: 'exitApp' });
      },
    },
    Linking: {
      openURL(url: string) {
        effects.count += 1;
        record.openedOutside.push(url);
        return Promise.resolve(true);
      },
      canOpenURL: () => Promise.resolve(true),
    },
    Share: {
      share() {
        effects.count += 1;
        return Promise.resolve({ action: 'sharedAction' });
      },
    },
    Platform: {
      // The hardware back is Android's; Android's Share limit applies too.
      OS: 'android',
      Version: 34,
      select: <T>(choices: { android?: T; default?: T }) => choices.android ?? choices.default,
    },
  };
  return {
    module,
    /**
     * The hardware back as React Native delivers it: the listeners, last added first, until one returns
     * true; when none does, the app's default (the activity finishes: recorded as a close).
     */
    pressBack(): boolean {
      const handled = [...backListeners].reverse().some((listener) => listener() === true);
      if (!handled) module.BackHandler.exitApp();
      return handled;
    },
    setAppState(state: 'active' | 'background') {
      module.AppState.currentState = state;
      for (const listener of [...appState]) listener(state);
    },
  };
}
