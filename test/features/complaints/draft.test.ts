import {
  DRAFT_KEY,
  draftMatches,
  readDraft,
  removeDraft,
  startDraft,
  writeDraft,
} from '../../../src/features/complaints/draft';
import { createRoutedStorage, createWebStorage } from '../../../src/platform/storage/storage';
import { memoryStorage } from '../../support/fakeContext';
import { calls, collection, draft, payments, subTypeQuery } from './fixtures';

describe('the complaint draft in storage', () => {
  it("is kept under durableKey('complaintDraft'), which the app's storage puts in localStorage", () => {
    expect(DRAFT_KEY).toBe('durable:complaintDraft');
    localStorage.clear();
    sessionStorage.clear();
    const storage = createRoutedStorage(
      createWebStorage(sessionStorage),
      createWebStorage(localStorage),
    );
    writeDraft(storage, draft({ text: 'hola' }));
    expect(JSON.parse(localStorage.getItem('cuota:durable:complaintDraft') ?? 'null')).toEqual(
      draft({ text: 'hola' }),
    );
    expect(sessionStorage.length).toBe(0);
  });

  it('is written as JSON version 1 and read back as written', () => {
    const storage = memoryStorage();
    const written = draft({ text: 'Me llamaron 10 veces', images: ['/uploads/a.jpg'] });
    writeDraft(storage, written);
    expect(JSON.parse(storage.get(DRAFT_KEY) ?? '')).toEqual({
      v: 1,
      problemType: { title: 'Cobranza', value: 1 },
      problemSonType: { title: 'Llamadas excesivas', value: 11 },
      orderNo: 'ORD-1174',
      orderId: '1174',
      text: 'Me llamaron 10 veces',
      images: ['/uploads/a.jpg'],
    });
    expect(readDraft(storage)).toEqual(written);
    removeDraft(storage);
    expect(storage.get(DRAFT_KEY)).toBeNull();
    expect(readDraft(storage)).toBeNull();
  });

  it('keeps uploaded https urls (a CDN) beside same-origin paths', () => {
    const storage = memoryStorage();
    const images = ['https://cdn.example.com/c/a.jpg', '/uploads/b.jpg'];
    writeDraft(storage, draft({ images }));
    expect(readDraft(storage)?.images).toEqual(images);
  });

  it('a type without sub-type keeps problemSonType null', () => {
    const storage = memoryStorage();
    writeDraft(storage, draft({ problemType: payments, problemSonType: null }));
    expect(readDraft(storage)).toMatchObject({ problemSonType: null });
  });

  const valid = () => JSON.parse(JSON.stringify(draft())) as Record<string, unknown>;
  it.each([
    ['not JSON', '{"v":1,'],
    ['JSON null', 'null'],
    ['a list', '[]'],
    ['another version', JSON.stringify({ ...valid(), v: 2 })],
    ['no version', JSON.stringify({ ...valid(), v: undefined })],
    ['no type', JSON.stringify({ ...valid(), problemType: null })],
    ['a type value text', JSON.stringify({ ...valid(), problemType: { title: 'x', value: 'x' } })],
    ['a type title number', JSON.stringify({ ...valid(), problemType: { title: 1, value: 1 } })],
    ['no sub-type field', JSON.stringify({ ...valid(), problemSonType: undefined })],
    ['orderNo a number', JSON.stringify({ ...valid(), orderNo: 1174 })],
    ['no orderId', JSON.stringify({ ...valid(), orderId: undefined })],
    ['text too long', JSON.stringify({ ...valid(), text: 'x'.repeat(201) })],
    ['text a number', JSON.stringify({ ...valid(), text: 5 })],
    ['ten images', JSON.stringify({ ...valid(), images: Array(10).fill('/uploads/a.jpg') })],
    ['an image over http', JSON.stringify({ ...valid(), images: ['http://x.example/a'] })],
    ['an image path with encoded slashes', JSON.stringify({ ...valid(), images: ['/%2F%2Fx/a'] })],
    ['a protocol-relative image', JSON.stringify({ ...valid(), images: ['//x.example/a'] })],
    ['an image with a comma', JSON.stringify({ ...valid(), images: ['/uploads/a,b.jpg'] })],
    ['images not a list', JSON.stringify({ ...valid(), images: '/uploads/a.jpg' })],
  ])('%s: dropped (and removed from storage)', (_name, raw) => {
    const storage = memoryStorage();
    storage.set(DRAFT_KEY, raw);
    expect(readDraft(storage)).toBeNull();
    expect(storage.get(DRAFT_KEY)).toBeNull();
  });

  it('matches a form query by type, sub-type and order number', () => {
    expect(draftMatches(draft(), subTypeQuery)).toBe(true);
    expect(draftMatches(draft(), { ...subTypeQuery, problemSonType: '12' })).toBe(false);
    expect(draftMatches(draft(), { ...subTypeQuery, problemType: '2' })).toBe(false);
    expect(draftMatches(draft(), { ...subTypeQuery, orderNo: 'ORD-1180' })).toBe(false);
    const plain = draft({ problemType: payments, problemSonType: null });
    expect(draftMatches(plain, { problemType: '2', problemSonType: '', orderNo: 'ORD-1174' })).toBe(
      true,
    );
    expect(
      draftMatches(plain, { problemType: '2', problemSonType: '11', orderNo: 'ORD-1174' }),
    ).toBe(false);
  });

  it('starts empty', () => {
    expect(
      startDraft({
        problemType: collection,
        problemSonType: calls,
        orderNo: 'ORD-1',
        orderId: '',
      }),
    ).toEqual({
      v: 1,
      problemType: collection,
      problemSonType: calls,
      orderNo: 'ORD-1',
      orderId: '',
      text: '',
      images: [],
    });
  });
});
