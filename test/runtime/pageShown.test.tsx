import { act, render } from '@testing-library/react';
import { lazy, Suspense, useEffect } from 'react';
import { onFirstPageShown, PageShown } from '../../src/runtime/pageShown';

describe('the first page shown (the moment the native handshake waits for)', () => {
  it('comes after the lazy page has mounted and run its effects, once, never during the fallback', async () => {
    const seen: string[] = [];
    let loadPage: (module: { default: () => null }) => void = () => undefined;
    function Page() {
      useEffect(() => void seen.push('pageOpened'), []);
      return null;
    }
    const LazyPage = lazy(
      () =>
        new Promise<{ default: () => null }>((resolve) => {
          loadPage = resolve;
        }),
    );
    onFirstPageShown(() => seen.push('hello'));
    render(
      <Suspense fallback={<p>loading</p>}>
        <LazyPage />
        <PageShown />
      </Suspense>,
    );
    await act(() => Promise.resolve());
    expect(seen).toEqual([]);
    await act(async () => {
      loadPage({ default: Page });
      await Promise.resolve();
    });
    expect(seen).toEqual(['pageOpened', 'hello']);
    onFirstPageShown(() => seen.push('late listener'));
    expect(seen).toEqual(['pageOpened', 'hello', 'late listener']);
  });
});
