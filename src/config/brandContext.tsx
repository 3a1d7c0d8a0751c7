import { createContext, useContext } from 'react';
import { defaultBrand, type Brand } from './brand';
import { marketProfile, type MarketProfile } from './markets';

/**
 * The brand resolved at boot from the runtime configuration (`env.brand`), for views: its currency
 * (through `useMoney`, config/useMoney.ts), its store page, its service phone, its market. Until the app
 * provides it the build-time defaults apply.
 */
export const BrandContext = createContext<Brand>(defaultBrand);
export const useBrand = () => useContext(BrandContext);

/** The profile of the brand's market (config.js `market`): its tax name, languages, legal documents. */
export const useMarket = (): MarketProfile => marketProfile(useBrand().market);
