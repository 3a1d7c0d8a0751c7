import { createContext, useContext } from 'react';
import { defaultPaths, type PageKey } from './paths';

/** Paths resolved at boot (configurable), for links between screens. */
export const PathsContext = createContext<Record<PageKey, string>>(defaultPaths);
export const usePaths = () => useContext(PathsContext);
