import type { UnknownAction } from '@reduxjs/toolkit';
import { useBrand } from '../../config/brandContext';
import { usePageLifecycle } from '../../shell/usePageLifecycle';
import { promotionActions as actions } from '../promotionSlice';
import type { PromotionPage } from '../types';

/**
 * Tells the flow a page of the landing opened, with what it was opened with: the document's location
 * (its query and hash carry spec section 2's parameters), the user agent and the brand's values; and,
 * with `left`, that it was left (the app's one page open/leave hook).
 */
export function usePromotionPage(page: PromotionPage, left: (() => UnknownAction) | null = null) {
  const { appName, defaultMerchantNumber } = useBrand();
  usePageLifecycle(
    () => {
      const { pathname, search, hash } = window.location;
      return actions.pageOpened({
        page,
        pathname,
        search,
        hash,
        userAgent: window.navigator.userAgent,
        appName,
        merchantNumber: defaultMerchantNumber,
      });
    },
    left,
    [page, appName, defaultMerchantNumber],
  );
}
