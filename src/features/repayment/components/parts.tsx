import type { ReactNode } from 'react';
import { formatDate } from '../../../i18n/format';
import { SafeImage } from '../../../ui';

const DATE_LIKE = /^(\d{4}[-/]\d{1,2}[-/]\d{1,2}([ T].*)?|\d{10}|\d{13})$/;

/** A server date as Y-M-D (spec section 9); text that is not a date (e.g. '7 días') passes through. */
export function displayDate(value: string): string {
  const trimmed = value.trim();
  return DATE_LIKE.test(trimmed) ? formatDate(trimmed, true) : value;
}

/** Product name and logo (the logo through the image check). */
function ProductHead({ name, logo }: { name: string; logo: string }) {
  if (!name && !logo) return null;
  return (
    <div className="rp-product">
      {logo ? (
        <SafeImage className="rp-product-logo" src={logo} alt="" width={40} height={40} />
      ) : null}
      <span className="rp-product-name">{name}</span>
    </div>
  );
}

export interface AmountHeroProps {
  /** The product (its name and logo). */
  product: { productName: string; productLogo: string };
  /** The amount's label, and its id (the card's name). */
  label: string;
  labelId: string;
  amount: string;
  amountTestId: string;
  /** The due date (a server date or text), shown after its label when sent. */
  date: string;
  dateLabel: string;
  /** More lines at the end of the card. */
  children?: ReactNode;
}

/** The page's first card: the product, the amount due under its label, and by when. */
export function AmountHero({
  product,
  label,
  labelId,
  amount,
  amountTestId,
  date,
  dateLabel,
  children,
}: AmountHeroProps) {
  return (
    <section className="card rp-hero" aria-labelledby={labelId}>
      <ProductHead name={product.productName} logo={product.productLogo} />
      <p id={labelId} className="rp-label">
        {label}
      </p>
      <p className="rp-amount" data-testid={amountTestId}>
        {amount}
      </p>
      {date ? (
        <p className="rp-date">
          <span>{dateLabel}</span> <strong>{displayDate(date)}</strong>
        </p>
      ) : null}
      {children}
    </section>
  );
}

/** Server notice text (noticeMsg, note), rendered as text. */
export function Notice({ text, title }: { text: string; title?: string }) {
  if (!text.trim()) return null;
  return (
    <div className="rp-notice" role="note">
      {title ? <p className="rp-notice-title">{title}</p> : null}
      <p className="rp-notice-text">{text}</p>
    </div>
  );
}
