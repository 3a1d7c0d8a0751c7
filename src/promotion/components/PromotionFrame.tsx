import type { ReactNode } from 'react';
import { useAppSelector } from '../../shell/hooks';
import { templateTheme } from '../colours';
import { selectTemplate } from '../promotionSlice';
import './promotion.css';

/** The landing's frame: the template's colours over the page, one main landmark. */
export function PromotionFrame({ children }: { children: ReactNode }) {
  const template = useAppSelector(selectTemplate).data;
  return (
    <div
      className="promo"
      style={template ? templateTheme(template.themeColor, template.backgroundColor) : undefined}
    >
      <main className="promo-main">{children}</main>
    </div>
  );
}
