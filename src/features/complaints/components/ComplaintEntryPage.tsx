import { useId, type MouseEvent } from 'react';
import { useIntl } from 'react-intl';
import { fixedPaths } from '../../../config/paths';
import { CardSection, ShowMore, usePaged } from '../../../ui';
import { LoadedContent, PageFrame } from '../../../shell/PageFrame';
import { useLoadedContent } from '../../../shell/useLoadedContent';
import { useAppDispatch, useAppSelector } from '../../../shell/hooks';
import { navigationRequested } from '../../../shell/shellNavigation';
import { usePageLifecycle } from '../../../shell/usePageLifecycle';
import {
  COLLECTION_TYPE,
  complaintsActions as actions,
  selectEntry,
  selectEntryFor,
} from '../complaintsSlice';
import { messages } from '../messages';
import { CurrentOrder } from './OrderCardView';
import './complaints.css';
import { useQueryParams } from '../../../ui/useQueryParams';

/**
 * The problem types as buttons. The collection type (1) unfolds its sub-types (when the current order
 * allows it: the saga decides and says why not); the others, and each sub-type, open the form. Types and
 * sub-types render LIST_PAGE_SIZE at a time with "show more".
 */
function ProblemTypes() {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const subTypesId = useId();
  const { types, subTypes, subTypesOpen } = useAppSelector(selectEntry);
  const pagedTypes = usePaged(types);
  const pagedSubTypes = usePaged(subTypes);

  return (
    <CardSection
      title={intl.formatMessage(messages.typesTitle)}
      className="cq-types"
      headingClassName="cq-section-title"
    >
      {types.length === 0 ? (
        <p className="cq-note">{intl.formatMessage(messages.noTypes)}</p>
      ) : (
        <ul className="cq-type-list">
          {pagedTypes.shown.map((type, index) => {
            const collection = type.value === COLLECTION_TYPE;
            return (
              <li key={`${type.value}-${index}`}>
                <button
                  type="button"
                  className="cq-type"
                  aria-expanded={collection ? subTypesOpen : undefined}
                  aria-controls={collection ? subTypesId : undefined}
                  onClick={() => dispatch(actions.typeChosen({ value: type.value }))}
                >
                  <span className="cq-type-title">{type.title}</span>
                  <span
                    className={`cq-chevron${collection && subTypesOpen ? ' is-open' : ''}`}
                    aria-hidden="true"
                  />
                </button>
                {collection && subTypesOpen ? (
                  <>
                    <ul id={subTypesId} className="cq-subtype-list">
                      {pagedSubTypes.shown.map((subType, subIndex) => (
                        <li key={`${subType.value}-${subIndex}`}>
                          <button
                            type="button"
                            className="cq-type cq-subtype"
                            onClick={() =>
                              dispatch(actions.subTypeChosen({ value: subType.value }))
                            }
                          >
                            <span className="cq-type-title">{subType.title}</span>
                          </button>
                        </li>
                      ))}
                    </ul>
                    <ShowMore
                      shown={pagedSubTypes.shown.length}
                      total={pagedSubTypes.total}
                      onMore={pagedSubTypes.showMore}
                    />
                  </>
                ) : null}
              </li>
            );
          })}
        </ul>
      )}
      <ShowMore
        shown={pagedTypes.shown.length}
        total={pagedTypes.total}
        onMore={pagedTypes.showMore}
      />
    </CardSection>
  );
}

/**
 * Spec section 2, screen 1 (the complaint entry; routes paths.complaint and paths.complaintUrl, query
 * orderId): 'My complaints', the current order with 'All', and the problem types.
 */
export default function ComplaintEntryPage() {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const params = useQueryParams();
  const orderId = params.get('orderId') ?? '';
  const { status, error } = useAppSelector(selectEntryFor({ orderId }));
  const load = useLoadedContent({ status, error }, actions.entryRetryRequested, {
    failure: messages.loadFailed,
    loading: messages.loading,
  });

  usePageLifecycle(() => actions.entryOpened({ orderId }), null, [orderId]);

  const openList = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    dispatch(navigationRequested({ path: fixedPaths.complaintList }));
  };

  return (
    <PageFrame title={intl.formatMessage(messages.entryTitle)}>
      <p className="cq-mine">
        <a className="cq-link" href={fixedPaths.complaintList} onClick={openList}>
          {intl.formatMessage(messages.myComplaints)}
        </a>
      </p>
      <LoadedContent {...load} lines={4}>
        {status === 'succeeded' ? (
          <>
            <CurrentOrder />
            <ProblemTypes />
          </>
        ) : null}
      </LoadedContent>
    </PageFrame>
  );
}
