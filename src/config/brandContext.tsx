import { createContext, useContext } from 'react';
import { defaultBrand, type Brand } from './brand';

/**
 * The brand resolved at boot from the runtime configuration (`env.brand`), for views: its currency
 * (through `useMoney`, config/useMoney.ts), its store page, its service phone. Until the app provides
 * it the build-time defaults apply.
 */
export const BrandContext = createContext<Brand>(defaultBrand);
export const useBrand = () => useContext(BrandContext);
