import { useId } from 'react';
import { useIntl } from 'react-intl';
import { SafeImage, ShowMore, usePaged } from '../../../ui';
import { useAppDispatch, useAppSelector } from '../../../shell/hooks';
import { complaintsActions as actions, selectEntry } from '../complaintsSlice';
import { messages } from '../messages';
import type { OrderCard } from '../complaintsSchema';

/** Product logo, name and status of an order. */
function OrderHead({ order }: { order: OrderCard }) {
  return (
    <div className="cq-order-head">
      <SafeImage src={order.productLogo} alt="" width={40} height={40} className="cq-logo" />
      <div className="cq-order-names">
        <p className="cq-product">{order.productName}</p>
        <p className="cq-status">{order.status}</p>
      </div>
    </div>
  );
}

/**
 * Every order as a radio card, LIST_PAGE_SIZE at a time with "show more": choosing one makes it the
 * current order and folds the list.
 */
function OrderChoice({ id, current }: { id: string; current: OrderCard }) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const { orders } = useAppSelector(selectEntry);
  const { shown, total, showMore } = usePaged(orders);
  return (
    <fieldset id={id} className="cq-choices">
      <legend className="cq-legend">{intl.formatMessage(messages.chooseOrder)}</legend>
      {shown.map((order, index) => {
        const checked = order.orderNo === current.orderNo;
        return (
          <label
            key={`${order.orderNo}-${index}`}
            className={`cq-choice choice-card${checked ? ' is-selected' : ''}`}
          >
            <input
              type="radio"
              name="cq-order"
              value={order.orderNo}
              checked={checked}
              onChange={() => dispatch(actions.orderChosen({ orderNo: order.orderNo }))}
            />
            <OrderHead order={order} />
            <span className="cq-choice-no">
              {intl.formatMessage(messages.orderNo)}: {order.orderNo}
            </span>
          </label>
        );
      })}
      <ShowMore shown={shown.length} total={total} onMore={showMore} />
    </fieldset>
  );
}

/**
 * The current order (spec section 2, screen 1): logo, name, status and its title/value rows, with the
 * 'All' toggle that unfolds every order to choose another. Without orders: a short note.
 */
export function CurrentOrder() {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const listId = useId();
  const titleId = useId();
  const { current, orders, allOpen } = useAppSelector(selectEntry);

  return (
    <section className="card cq-order" aria-labelledby={titleId}>
      <div className="cq-order-top">
        <h2 id={titleId} className="cq-section-title">
          {intl.formatMessage(messages.currentOrder)}
        </h2>
        {current && orders.length > 0 ? (
          <button
            type="button"
            className="cq-all"
            aria-expanded={allOpen}
            aria-controls={listId}
            onClick={() => dispatch(actions.allToggled())}
          >
            {intl.formatMessage(messages.allOrders)}
            <span className={`cq-chevron${allOpen ? ' is-open' : ''}`} aria-hidden="true" />
          </button>
        ) : null}
      </div>
      {current ? (
        <>
          <OrderHead order={current} />
          <dl className="cq-rows">
            <div className="kv-row">
              <dt>{intl.formatMessage(messages.orderNo)}</dt>
              <dd>{current.orderNo}</dd>
            </div>
            {current.detail.map((row, index) => (
              <div className="kv-row" key={index}>
                <dt>{row.title}</dt>
                <dd>{row.value}</dd>
              </div>
            ))}
          </dl>
          {allOpen ? <OrderChoice id={listId} current={current} /> : null}
        </>
      ) : (
        <p className="cq-note">{intl.formatMessage(messages.noOrders)}</p>
      )}
    </section>
  );
}
