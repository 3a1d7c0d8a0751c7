import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { COMPLAINT_TEXT_MAX } from '../../../config/constants';
import { Button, Modal } from '../../../ui';
import { LoadedContent, PageFrame } from '../../../shell/PageFrame';
import { useLoadedContent } from '../../../shell/useLoadedContent';
import { Form, FormField, SubmitButton, useForm } from '../../../ui/form';
import { useAppDispatch, useAppSelector } from '../../../shell/hooks';
import { navigationRequested } from '../../../shell/shellNavigation';
import { pageKey, useHostBusy } from '../../../shell/hostWait';
import { complaintFormSchema } from '../complaintsSchema';
import { complaintsActions as actions, selectForm, selectFormFor } from '../complaintsSlice';
import { messages } from '../messages';
import type { ComplaintFormValues } from '../complaintsSchema';
import { PhotoGrid } from './PhotoGrid';
import { useShownText } from '../../../shell/shownText';
import { usePageLifecycle } from '../../../shell/usePageLifecycle';
import './complaintForm.css';
import { useQueryParams } from '../../../ui/useQueryParams';

/**
 * The form itself, mounted once the form is ready: its text starts from the store (a restored draft), and
 * every change goes back to the store (`textChanged`), where the saga keeps the draft.
 */
function ComplaintForm() {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const shownText = useShownText();
  const { problemType, problemSonType, text, save, textError, saveError } =
    useAppSelector(selectForm);
  const [initialValues] = useState<ComplaintFormValues>(() => ({ text }));
  const form = useForm({
    schema: complaintFormSchema,
    initialValues,
    busy: save === 'saving',
    onSubmit: () => {
      dispatch(actions.saveRequested());
    },
  });
  const typed = form.values.text;
  const { setFieldTouched, setFieldError } = form.formik;

  useEffect(() => {
    dispatch(actions.textChanged({ text: typed }));
  }, [dispatch, typed]);

  // The saga's own check of the text shows under the field like the schema's.
  useEffect(() => {
    if (!textError) return;
    void setFieldTouched('text', true, false);
    setFieldError('text', textError);
  }, [textError, setFieldTouched, setFieldError]);

  return (
    <Form form={form} className="cq-form">
      <dl className="card cq-chosen">
        <div className="kv-row">
          <dt>{intl.formatMessage(messages.typeLabel)}</dt>
          <dd data-testid="cq-type">{problemType?.title ?? ''}</dd>
        </div>
        {problemSonType ? (
          <div className="kv-row">
            <dt>{intl.formatMessage(messages.subTypeLabel)}</dt>
            <dd data-testid="cq-subtype">{problemSonType.title}</dd>
          </div>
        ) : null}
      </dl>
      <div className="card cq-writing">
        <FormField
          name="text"
          kind="textarea"
          label={intl.formatMessage(messages.descriptionLabel)}
          maxLength={COMPLAINT_TEXT_MAX}
          placeholder={intl.formatMessage(messages.descriptionPlaceholder)}
          rows={5}
        />
        <PhotoGrid />
      </div>
      {saveError ? (
        <p className="cq-save-error" role="alert">
          {shownText(saveError)}
        </p>
      ) : null}
      {/* Busy while the save is in flight; off once saved (the modal shows, then the entry opens). */}
      <SubmitButton className="cq-send" disabled={save === 'succeeded'}>
        {intl.formatMessage(messages.send)}
      </SubmitButton>
    </Form>
  );
}

/** Shown for SUCCESS_MODAL_MS after the save; then the saga returns to the entry. */
function SentModal({ open }: { open: boolean }) {
  const intl = useIntl();
  return (
    <Modal open={open} onClose={() => undefined} title={intl.formatMessage(messages.sentTitle)}>
      <p className="cq-sent">{intl.formatMessage(messages.sentText)}</p>
    </Modal>
  );
}

/**
 * Spec section 2, screen 2 (`/complainPageNext?problemType&problemSonType&orderNo`): the chosen type and
 * sub-type, the description with its counter, the photos and Send.
 */
export default function ComplaintFormPage() {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const entryBusy = useHostBusy(pageKey('complaint'));
  const params = useQueryParams();
  const problemType = params.get('problemType') ?? '';
  const problemSonType = params.get('problemSonType') ?? '';
  const orderNo = params.get('orderNo') ?? '';
  const { status, error, save } = useAppSelector(
    selectFormFor({ problemType, problemSonType, orderNo }),
  );
  const load = useLoadedContent(
    { status, error },
    () => actions.formOpened({ problemType, problemSonType, orderNo }),
    { failure: messages.loadFailed },
  );

  usePageLifecycle(
    () => actions.formOpened({ problemType, problemSonType, orderNo }),
    actions.formLeft,
    [problemType, problemSonType, orderNo],
  );

  return (
    <PageFrame title={intl.formatMessage(messages.formTitle)}>
      <LoadedContent {...load}>
        {status === 'ready' ? (
          <ComplaintForm />
        ) : status === 'unknown' ? (
          <section className="card cq-unknown">
            <p role="alert">{intl.formatMessage(messages.unknownType)}</p>
            <Button
              variant="secondary"
              busy={entryBusy}
              onClick={() => dispatch(navigationRequested({ page: 'complaint', replace: true }))}
            >
              {intl.formatMessage(messages.backToEntry)}
            </Button>
          </section>
        ) : null}
      </LoadedContent>
      <SentModal open={save === 'succeeded'} />
    </PageFrame>
  );
}
