import { formatDate } from '../../../i18n/format';
import { SafeImage } from '../../../ui';

const DATE_LIKE = /^(\d{4}[-/]\d{1,2}[-/]\d{1,2}([ T].*)?|\d{10}|\d{13})$/;

/** A server date as Y-M-D (spec section 9); text that is not a date (e.g. '7 días') passes through. */
export function displayDate(value: string): string {
  const trimmed = value.trim();
  return DATE_LIKE.test(trimmed) ? formatDate(trimmed, true) : value;
}

/** Product name and logo (the logo through the image check). */
export function ProductHead({ name, logo }: { name: string; logo: string }) {
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
