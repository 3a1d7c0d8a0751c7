import { useIntl } from 'react-intl';
import { Button, Modal, SafeImage, ShowMore, usePaged } from '../../../ui';
import { useAppDispatch, useAppSelector } from '../../../shell/hooks';
import {
  complaintHistoryActions as actions,
  selectPreview,
  type ImagePreview,
} from '../complaintHistorySlice';
import { imageLabel, messages, openImageLabel } from '../messages';

export interface ComplaintImagesProps {
  images: readonly string[];
  /** Names the group of thumbnails (the complaint's images, the reply's images). */
  label: string;
  /** Which group these are, for the large image (kept in the store, so the app's back closes it). */
  group: ImagePreview['group'];
}

/** Server images as 72 px thumbnails (each a button); a tap opens the large image in a modal. */
export function ComplaintImages({ images, label, group }: ComplaintImagesProps) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const paged = usePaged(images);
  const open = useAppSelector(selectPreview);
  const preview = open?.group === group ? open.index : null;
  const total = images.length;
  const shown = preview === null ? null : (images[preview] ?? null);
  const close = () => dispatch(actions.previewClosed());

  return (
    <>
      <ul className="ch-thumbs" aria-label={label}>
        {paged.shown.map((url, i) => (
          <li key={i}>
            <button
              type="button"
              className="ch-thumb"
              aria-label={intl.formatMessage(openImageLabel, { index: i + 1, total })}
              onClick={() => dispatch(actions.previewOpened({ group, index: i }))}
            >
              <SafeImage src={url} alt="" width={72} height={72} className="ch-thumb-image" />
            </button>
          </li>
        ))}
      </ul>
      <ShowMore shown={paged.shown.length} total={paged.total} onMore={paged.showMore} />
      <Modal
        open={shown !== null}
        onClose={close}
        title={intl.formatMessage(messages.previewTitle)}
        actions={
          <Button variant="secondary" onClick={close}>
            {intl.formatMessage(messages.close)}
          </Button>
        }
      >
        {shown !== null && preview !== null ? (
          <SafeImage
            src={shown}
            alt={intl.formatMessage(imageLabel, { index: preview + 1, total })}
            className="ch-preview-image"
            width={320}
            height={320}
          />
        ) : null}
      </Modal>
    </>
  );
}
