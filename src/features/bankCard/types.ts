/**
 * The requests of the bind-card group (card-init, bind-card-new); the answers' and the form's types are
 * inferred from their schemas (bankCardSchema.ts). The card number travels in the bind request only:
 * it is never kept in the store, in web storage, in a draft or in a log.
 */

/** card-init's body: the order the binding is for, when the page was opened for one. */
export interface CardInitRequest {
  orderId: string;
}

/** bind-card-new's body: `cardNo` digits only (the key `cardNo` is redacted in QA tapes). */
export interface BindCardRequest {
  bankCode: string;
  cardNo: string;
  holderName: string;
  orderId: string;
}

/** What the page was opened with: the order (optional) and where to return after binding. */
export interface BindCardQuery {
  orderId: string;
  /** A path of this app; anything else is refused by the navigator and the page goes back instead. */
  returnTo: string;
}

/** A message to show: server text as is, or a react-intl message id. */
