import { useId } from 'react';
import { useIntl } from 'react-intl';
import { RouteLink } from '../../../ui/RouteLink';
import { COMPLAINT_TEXT_MAX } from '../../../config/constants';
import { fixedPaths } from '../../../config/paths';
import { formatServerDate } from '../../../i18n/format';
import { CardSection } from '../../../ui';
import { useAppSelector } from '../../../shell/hooks';
import { LoadedContent, PageFrame } from '../../../shell/PageFrame';
import { useLoadedContent } from '../../../shell/useLoadedContent';
import { useHydrated } from '../../../ui/useHydrated';
import { usePageLifecycle } from '../../../shell/usePageLifecycle';
import {
  complaintHistoryActions as actions,
  selectComplaintDetail,
  selectDetailPhase,
  selectImages,
  selectReply,
} from '../complaintHistorySlice';
import { messages } from '../messages';
import type { ComplaintDetail } from '../types';
import { ComplaintImages } from './ComplaintImages';
import { ScoreModal } from './ScoreModal';
import '../../../ui/form/form.css';
import './complaintHistory.css';
import { useQueryParams } from '../../../ui/useQueryParams';

/** The complaint as written: type, sub-type, time, the read-only text with its counter, the images. */
function Complaint({ info }: { info: ComplaintDetail }) {
  const intl = useIntl();
  const id = useId();
  const images = useAppSelector(selectImages);
  const subType = info.problemSonType?.title.trim() ? info.problemSonType.title : '';
  return (
    <section className="card" aria-labelledby={`${id}-type`}>
      <dl className="ch-facts">
        <div className="kv-row ch-fact">
          <dt>{intl.formatMessage(messages.type)}</dt>
          <dd id={`${id}-type`}>{info.problemType.title}</dd>
        </div>
        {subType ? (
          <div className="kv-row ch-fact">
            <dt>{intl.formatMessage(messages.subType)}</dt>
            <dd>{subType}</dd>
          </div>
        ) : null}
        {info.time.trim() ? (
          <div className="kv-row ch-fact">
            <dt>{intl.formatMessage(messages.time)}</dt>
            <dd>{formatServerDate(info.time)}</dd>
          </div>
        ) : null}
      </dl>
      {/* Laid out as a form's field (src/ui/form), read-only. */}
      <div className="form-field">
        <label className="form-label" htmlFor={`${id}-content`}>
          {intl.formatMessage(messages.content)}
        </label>
        <textarea
          id={`${id}-content`}
          className="form-input ch-content"
          readOnly
          rows={5}
          value={info.content}
          aria-describedby={`${id}-counter`}
        />
        <p id={`${id}-counter`} className="form-counter">
          {`${info.content.length}/${COMPLAINT_TEXT_MAX}`}
        </p>
      </div>
      {images.length > 0 ? (
        <ComplaintImages
          images={images}
          label={intl.formatMessage(messages.images)}
          group="images"
        />
      ) : null}
    </section>
  );
}

/** The handling result: shown only when it has a reply text or reply images. */
function Reply() {
  const intl = useIntl();
  const reply = useAppSelector(selectReply);
  if (!reply) return null;
  return (
    <CardSection
      title={intl.formatMessage(messages.reply)}
      className="ch-reply"
      headingClassName="ch-reply-title"
    >
      {reply.text.trim() ? <p className="ch-reply-text">{reply.text}</p> : null}
      {reply.images.length > 0 ? (
        <ComplaintImages
          images={reply.images}
          label={intl.formatMessage(messages.replyImages)}
          group="reply"
        />
      ) : null}
    </CardSection>
  );
}

/** Spec section 2, screen 4 (/complainDetails?problemId=): one complaint, its reply, and the score. */
export default function ComplaintDetailPage() {
  const intl = useIntl();
  const params = useQueryParams();
  const problemId = params.get('problemId') ?? '';
  const storePhase = useAppSelector(selectDetailPhase(problemId));
  // The prerendered page (src/app/appPrerender.tsx) knows no query: it shows the loading skeleton,
  // and so does this page's first render while hydrating.
  const phase = useHydrated() ? storePhase : 'loading';
  const { info, error } = useAppSelector(selectComplaintDetail);
  const load = useLoadedContent({ status: phase, error }, actions.detailRetryRequested, {
    failure: messages.detailLoadFailed,
    loading: messages.detailLoading,
  });

  usePageLifecycle(() => actions.detailOpened({ problemId }), actions.detailLeft, [problemId]);

  return (
    <PageFrame title={intl.formatMessage(messages.detailTitle)}>
      <LoadedContent {...load} lines={4}>
        {phase === 'missing' ? (
          <section className="card ch-missing">
            <p role="alert">{intl.formatMessage(messages.missingId)}</p>
            <RouteLink className="button button-secondary" to={fixedPaths.complaintList}>
              {intl.formatMessage(messages.toList)}
            </RouteLink>
          </section>
        ) : phase === 'ready' && info ? (
          <>
            <Complaint info={info} />
            <Reply />
          </>
        ) : null}
      </LoadedContent>
      <ScoreModal />
    </PageFrame>
  );
}
