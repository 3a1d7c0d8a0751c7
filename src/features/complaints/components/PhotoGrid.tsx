import { useId, type ChangeEvent } from 'react';
import { useIntl } from 'react-intl';
import { COMPLAINT_IMAGES_MAX } from '../../../config/constants';
import { Button, Modal, SafeImage } from '../../../ui';
import { useHydrated } from '../../../ui/useHydrated';
import { useAppDispatch, useAppSelector } from '../../../shell/hooks';
import { complaintsActions as actions, selectCanAddPhotos, selectForm } from '../complaintsSlice';
import { messages, photoMessages, photosTitle } from '../messages';
import { usePhotoPreview } from '../photoPreviews';
import type { Photo } from '../types';
import { useShownText } from '../../../shell/shownText';

/**
 * What a done photo shows: the local picture that was uploaded; a photo restored from a draft (no local
 * picture) shows its url through the image check, a placeholder unless it is an allowed image url.
 */
function PhotoImage({ photo, alt, className }: { photo: Photo; alt: string; className: string }) {
  const preview = usePhotoPreview(photo.id);
  return <SafeImage src={preview || photo.url} alt={alt} className={className} />;
}

/** One photo: the uploaded image (tap to preview), its progress, or why it failed; Remove and Retry. */
function PhotoTile({ photo, n, locked }: { photo: Photo; n: number; locked: boolean }) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const shownText = useShownText();
  const busy = photo.status === 'preparing' || photo.status === 'uploading';
  const { id } = photo;

  return (
    <div className={`cq-tile is-${photo.status}`} data-testid="cq-tile">
      <div className="cq-tile-media" aria-busy={busy || undefined}>
        {photo.status === 'done' ? (
          <button
            type="button"
            className="cq-thumb"
            aria-label={intl.formatMessage(photoMessages.viewPhoto, { n })}
            onClick={() => dispatch(actions.previewOpened({ id }))}
          >
            <PhotoImage photo={photo} alt="" className="cq-thumb-img" />
          </button>
        ) : busy ? (
          <p className="cq-progress">
            <span className="spinner" aria-hidden="true" />
            <span>
              {intl.formatMessage(
                photo.status === 'preparing' ? messages.photoPreparing : messages.photoUploading,
              )}
            </span>
            <span className="visually-hidden">
              {intl.formatMessage(photoMessages.photoName, { n })}
            </span>
          </p>
        ) : (
          <p className="cq-tile-error" role="alert">
            {shownText(photo.error) || intl.formatMessage(messages.uploadFailed)}
          </p>
        )}
      </div>
      <div className="cq-tile-actions">
        {photo.status === 'failed' && photo.retryable ? (
          <button
            type="button"
            className="cq-icon-button"
            aria-label={intl.formatMessage(photoMessages.retryPhoto, { n })}
            onClick={() => dispatch(actions.photoRetryRequested({ id }))}
          >
            <span aria-hidden="true">↻</span>
          </button>
        ) : null}
        <button
          type="button"
          className="cq-icon-button"
          aria-label={intl.formatMessage(photoMessages.removePhoto, { n })}
          disabled={locked}
          onClick={() => dispatch(actions.photoRemoved({ id }))}
        >
          <span aria-hidden="true">✕</span>
        </button>
      </div>
    </div>
  );
}

/** A done photo large, with a close button. */
function PhotoPreview() {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const { photos, previewId } = useAppSelector(selectForm);
  const index = photos.findIndex((p) => p.id === previewId);
  const photo = index >= 0 ? photos[index] : null;
  const close = () => dispatch(actions.previewClosed());
  const name = photo ? intl.formatMessage(photoMessages.photoName, { n: index + 1 }) : '';
  return (
    <Modal
      open={photo !== null}
      onClose={close}
      title={name || undefined}
      actions={
        <Button variant="secondary" onClick={close}>
          {intl.formatMessage(messages.close)}
        </Button>
      }
    >
      {photo ? <PhotoImage photo={photo} alt={name} className="cq-preview-img" /> : null}
    </Modal>
  );
}

/**
 * The photos (spec section 5: up to 9, further ones ignored): a tile per photo and, while there is room,
 * the add tile. The picker offers the camera and the gallery (no capture attribute); the files go to the
 * saga in one action, which downscales and uploads each.
 */
export function PhotoGrid() {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const titleId = useId();
  const { photos, save } = useAppSelector(selectForm);
  // While a save is under way the photos it sends are fixed.
  const locked = save === 'saving';
  const canAdd = useAppSelector(selectCanAddPhotos);
  // The add tile renders only where its picker works: never in markup the scripts have not taken over
  // (a tap there could not be replayed: the browser opens a picker only on the user's own gesture).
  const hydrated = useHydrated();

  const onFiles = (event: ChangeEvent<HTMLInputElement>) => {
    const files = Array.from(event.target.files ?? []);
    // The same picture can be picked again later.
    event.target.value = '';
    if (files.length > 0) dispatch(actions.photosChosen({ files }));
  };

  return (
    <section className="cq-photos" aria-labelledby={titleId}>
      <h2 id={titleId} className="form-label cq-photos-title">
        {intl.formatMessage(photosTitle, {
          count: photos.length,
          max: COMPLAINT_IMAGES_MAX,
        })}
      </h2>
      <ul className="cq-photo-grid">
        {photos.map((photo, index) => (
          <li key={photo.id}>
            <PhotoTile photo={photo} n={index + 1} locked={locked} />
          </li>
        ))}
        {canAdd && hydrated ? (
          <li>
            <label className="cq-add">
              <input
                type="file"
                accept="image/*"
                multiple
                disabled={locked}
                className="visually-hidden"
                onChange={onFiles}
              />
              <span className="cq-add-plus" aria-hidden="true">
                +
              </span>
              <span>{intl.formatMessage(messages.addPhotos)}</span>
            </label>
          </li>
        ) : null}
      </ul>
      <PhotoPreview />
    </section>
  );
}
