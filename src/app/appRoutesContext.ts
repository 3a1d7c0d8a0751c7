import { createContext, type ComponentType } from 'react';
import type { PageKey } from '../config/paths';

/**
 * The app's routes component, given by the router to the pages it renders: the developer test page's
 * replay player shows the app's own pages with it (src/app/devtoolsRoute.tsx). A context rather than
 * an import, so the page's chunk does not import the router that loads it.
 */
export const AppRoutesContext = createContext<ComponentType<{
  paths: Record<PageKey, string>;
}> | null>(null);
