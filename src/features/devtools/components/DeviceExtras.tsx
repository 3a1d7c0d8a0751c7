import { Field, Formik, type FieldProps } from 'formik';
import { useEffect, useId, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { Button } from '../../../ui';
import { locationResult, messages, photoChosen } from '../messages';
import './testPreview.css';
import { formatBytes, formatPhone } from '../testPreviewFormat';
import { contactSchema, type ContactValues } from '../testPreviewSchema';

type Location =
  | { kind: 'idle' }
  | { kind: 'locating' }
  | { kind: 'located'; latitude: number; longitude: number; accuracy: number }
  | { kind: 'error'; reason: 'denied' | 'unavailable' | 'timeout' | 'unsupported' };

const LOCATION_ERRORS = {
  denied: messages.locationDenied,
  unavailable: messages.locationUnavailable,
  timeout: messages.locationTimeout,
  unsupported: messages.locationUnsupported,
} as const;

/** GeolocationPositionError codes: 1 permission denied, 2 position unavailable, 3 timeout. */
function reasonOf(code: number): 'denied' | 'unavailable' | 'timeout' {
  if (code === 1) return 'denied';
  if (code === 3) return 'timeout';
  return 'unavailable';
}

const contactInitial: ContactValues = { contact: '' };

/**
 * The test page's device probes (spec section 2, screen 18): a photo input (name and size only,
 * nothing uploaded), a contact input (digits only, 3-4-4) and a location button (shown, not stored).
 */
export function DeviceExtras() {
  const intl = useIntl();
  const prefix = useId();
  const [photo, setPhoto] = useState<{ name: string; size: number } | null>(null);
  const [location, setLocation] = useState<Location>({ kind: 'idle' });
  const mounted = useRef(true);

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const locate = () => {
    const geo = typeof navigator !== 'undefined' ? navigator.geolocation : undefined;
    if (!geo) {
      setLocation({ kind: 'error', reason: 'unsupported' });
      return;
    }
    setLocation({ kind: 'locating' });
    geo.getCurrentPosition(
      (position) => {
        if (!mounted.current) return;
        setLocation({
          kind: 'located',
          latitude: position.coords.latitude,
          longitude: position.coords.longitude,
          accuracy: position.coords.accuracy,
        });
      },
      (error) => {
        if (mounted.current) setLocation({ kind: 'error', reason: reasonOf(error.code) });
      },
      { enableHighAccuracy: false, timeout: 15_000, maximumAge: 0 },
    );
  };

  let locationText = '';
  if (location.kind === 'locating') locationText = intl.formatMessage(messages.locationLocating);
  else if (location.kind === 'located')
    locationText = intl.formatMessage(locationResult, {
      latitude: location.latitude.toFixed(5),
      longitude: location.longitude.toFixed(5),
      accuracy: Math.round(location.accuracy),
    });
  else if (location.kind === 'error')
    locationText = intl.formatMessage(LOCATION_ERRORS[location.reason]);

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

      <Formik
        initialValues={contactInitial}
        validationSchema={contactSchema}
        onSubmit={() => undefined}
      >
        <Field name="contact">
          {({ field, form, meta }: FieldProps<string, ContactValues>) => {
            const invalid = meta.touched && !!meta.error;
            return (
              <div className="tp-field">
                <label className="tp-label" htmlFor={`${prefix}-contact`}>
                  {intl.formatMessage(messages.contactLabel)}
                </label>
                <input
                  {...field}
                  id={`${prefix}-contact`}
                  className="tp-input"
                  type="tel"
                  inputMode="numeric"
                  autoComplete="off"
                  aria-invalid={invalid || undefined}
                  aria-describedby={invalid ? `${prefix}-contact-error` : undefined}
                  onChange={(event) =>
                    void form.setFieldValue('contact', formatPhone(event.target.value))
                  }
                />
                {invalid ? (
                  <p id={`${prefix}-contact-error`} className="tp-error" role="alert">
                    {intl.formatMessage({ id: meta.error ?? '' })}
                  </p>
                ) : null}
              </div>
            );
          }}
        </Field>
      </Formik>

      <div className="tp-field">
        <Button variant="secondary" busy={location.kind === 'locating'} onClick={locate}>
          {intl.formatMessage(messages.locationButton)}
        </Button>
        <p
          className={location.kind === 'error' ? 'tp-error' : 'tp-hint'}
          role="status"
          aria-live="polite"
          data-testid="tp-location"
        >
          {locationText || intl.formatMessage(messages.locationNote)}
        </p>
      </div>
    </section>
  );
}
