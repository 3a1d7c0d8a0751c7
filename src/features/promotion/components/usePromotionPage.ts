import { useEffect } from 'react';
import { useBrand } from '../../../config/brandContext';
import { useAppDispatch } from '../../../shell/hooks';
import { promotionActions as actions } from '../promotionSlice';
import type { PromotionPage } from '../types';

/**
 * Tells the flow a page of the landing opened, with what it was opened with: the document's location
 * (its query and hash carry spec section 2's parameters), the user agent and the brand's values.
 */
export function usePromotionPage(page: PromotionPage) {
  const dispatch = useAppDispatch();
  const { appName, defaultMerchantNumber } = useBrand();
  useEffect(() => {
    const { pathname, search, hash } = window.location;
    dispatch(
      actions.pageOpened({
        page,
        pathname,
        search,
        hash,
        userAgent: window.navigator.userAgent,
        appName,
        merchantNumber: defaultMerchantNumber,
      }),
    );
  }, [dispatch, page, appName, defaultMerchantNumber]);
}
