import { useId, useState } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import { Button } from '../../../ui';
import { Form, FormField, useForm } from '../../../ui/form';
import { useAppDispatch, useAppSelector } from '../../../shell/hooks';
import { locationResult, messages, photoChosen } from '../messages';
import { formatBytes } from '../devtoolsFormat';
import { contactSchema, type ContactValues } from '../devtoolsSchema';
import { selectDevtools, devtoolsActions as actions, type LocationState } from '../devtoolsSlice';
import './devtools.css';

const LOCATION_ERRORS = {
  denied: messages.locationDenied,
  unavailable: messages.locationUnavailable,
  timeout: messages.locationTimeout,
  unsupported: messages.locationUnsupported,
} as const;

const contactInitial: ContactValues = { contact: '' };

/** The probe has nothing to send: the contact is only checked as it is typed. */
const nothingToSend = () => undefined;

function locationText(intl: IntlShape, location: LocationState): string {
  switch (location.kind) {
    case 'locating':
      return intl.formatMessage(messages.locationLocating);
    case 'located':
      return intl.formatMessage(locationResult, {
        latitude: location.latitude.toFixed(5),
        longitude: location.longitude.toFixed(5),
        accuracy: Math.round(location.accuracy),
      });
    case 'error':
      return intl.formatMessage(LOCATION_ERRORS[location.reason]);
    default:
      return intl.formatMessage(messages.locationNote);
  }
}

/**
 * The test page's device probes (spec section 2, screen 18): a photo input (name and size only,
 * nothing uploaded), a contact input (digits only, 3-4-4) and a location button (the saga asks the
 * bridge for a position; shown, not stored).
 */
export function DeviceExtras() {
  const intl = useIntl();
  const prefix = useId();
  const dispatch = useAppDispatch();
  const { location } = useAppSelector(selectDevtools);
  const [photo, setPhoto] = useState<{ name: string; size: number } | null>(null);
  const form = useForm({
    schema: contactSchema,
    initialValues: contactInitial,
    onSubmit: nothingToSend,
  });

  return (
    <section className="card tp-section" aria-labelledby={`${prefix}-extras`}>
      <h2 id={`${prefix}-extras`} className="tp-heading">
        {intl.formatMessage(messages.extrasHeading)}
      </h2>

      <div className="tp-field">
        <label className="tp-label" htmlFor={`${prefix}-photo`}>
          {intl.formatMessage(messages.photoLabel)}
        </label>
        <input
          id={`${prefix}-photo`}
          className="tp-file"
          type="file"
          accept="image/*"
          aria-describedby={`${prefix}-photo-info`}
          onChange={(event) => {
            const file = event.target.files?.[0];
            setPhoto(file ? { name: file.name, size: file.size } : null);
          }}
        />
        <p id={`${prefix}-photo-info`} className="tp-hint" data-testid="tp-photo">
          {photo
            ? intl.formatMessage(photoChosen, {
                name: photo.name,
                size: formatBytes(photo.size),
              })
            : intl.formatMessage(messages.photoNone)}
        </p>
      </div>

      <Form form={form}>
        <FormField
          name="contact"
          kind="tel"
          autoComplete="off"
          label={intl.formatMessage(messages.contactLabel)}
        />
      </Form>

      <div className="tp-field">
        <Button
          variant="secondary"
          busy={location.kind === 'locating'}
          onClick={() => dispatch(actions.locationRequested())}
        >
          {intl.formatMessage(messages.locationButton)}
        </Button>
        <p
          className={location.kind === 'error' ? 'tp-error' : 'tp-hint'}
          role="status"
          aria-live="polite"
          data-testid="tp-location"
        >
          {locationText(intl, location)}
        </p>
      </div>
    </section>
  );
}
