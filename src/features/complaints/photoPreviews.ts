import { useSyncExternalStore } from 'react';

/**
 * The form's photo previews: each uploaded photo is shown from the local picture (the prepared JPEG that
 * was sent, as a `data:image/jpeg;base64` URL the image check and the CSP allow), never from the url the
 * server answered, which may be on any https host. Kept here, outside the store, so a picture never enters
 * the state, the actions, a QA tape or web storage. The photo flow (uploadSaga.ts) fills it and empties it
 * when the form is left; a photo restored from a draft has no preview and shows its url through SafeImage.
 */
const previews = new Map<string, string>();
const listeners = new Set<() => void>();

function changed() {
  for (const listener of listeners) listener();
}

export const photoPreviews = {
  set(id: string, src: string) {
    previews.set(id, src);
    changed();
  },
  drop(id: string) {
    if (previews.delete(id)) changed();
  },
  clear() {
    if (previews.size === 0) return;
    previews.clear();
    changed();
  },
  get(id: string): string {
    return previews.get(id) ?? '';
  },
};

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** The preview of a photo of the open form ('' when it has none). */
export function usePhotoPreview(id: string): string {
  return useSyncExternalStore(
    subscribe,
    () => photoPreviews.get(id),
    () => '',
  );
}

const JPEG_DATA_URL = 'data:image/jpeg;base64,';

/** The prepared JPEG as a data: URL; '' when it cannot be read or is not a JPEG. */
export function jpegDataUrl(picture: Blob): Promise<string> {
  return new Promise((resolve) => {
    const reader = new FileReader();
    reader.onload = () => {
      const { result } = reader;
      resolve(typeof result === 'string' && result.startsWith(JPEG_DATA_URL) ? result : '');
    };
    reader.onerror = () => resolve('');
    reader.readAsDataURL(picture);
  });
}
