import { useStore } from 'react-redux';
import type { AppStore } from './store';

/**
 * The app's store, typed: for the app's own wiring (routes, held links, the route listener) that injects
 * sagas or reads the whole state. Views dispatch and select through the shell's hooks
 * (src/shell/hooks.ts), the one module of `useAppDispatch` and `useAppSelector`.
 */
export const useAppStore = useStore.withTypes<AppStore>();
