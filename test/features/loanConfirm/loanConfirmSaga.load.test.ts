import { CONFIRM_RELOAD_MS } from '../../../src/config/constants';
import { loanConfirmActions as actions } from '../../../src/features/loanConfirm/loanConfirmSlice';
import { confirmOfferSchema } from '../../../src/features/loanConfirm/loanConfirmSchema';
import { contractLink, loanConfirmSaga } from '../../../src/features/loanConfirm/loanConfirmSaga';
import { answer, failed, fakeContext } from '../../support/fakeContext';
import { settle, sagaHarness, type SagaRun } from '../../support/sagaHarness';
import { rawOffer } from './fixtures';

/** The feature saga on the shared harness: real reducers, virtual clock, faked context. */
const start = (context = fakeContext()) => sagaHarness(loanConfirmSaga, { context });
const page = (run: SagaRun) => run.state().loanConfirm;

describe('loanConfirm load', () => {
  it('loads the offer with productId only (through its schema) and shows it', async () => {
    const run = start();
    run.context.api.post.mockImplementation(answer(rawOffer()));
    run.dispatch(actions.pageOpened({ productId: '1' }));
    await settle();
    expect(run.context.api.post).toHaveBeenCalledWith('loanDetailConfirm', confirmOfferSchema, {
      productId: '1',
    });
    expect(page(run).status).toBe('succeeded');
    // The server's link names the contract page its own way: it opens the app's contract page.
    expect(page(run).contractUrl).toBe('/contract?productId=1');
  });

  it.each([
    ['/legal/contract?productId=1', '/acuerdo', '/acuerdo?productId=1'],
    ['/contract', '/contract', '/contract'],
    ['/agreement?orderNo=1174&x=%20y', '/c/p', '/c/p?orderNo=1174&x=%20y'],
    ['//evil.example.com/contract', '/contract', null],
    ['/\\evil.example.com/contract', '/contract', null],
    ['javascript:alert(1)', '/contract', null],
    ['  ', '/contract', null],
  ])('the contract link %s with the contract page at %s leads to %s', (link, path, expected) => {
    const navigator = { isAllowed: (url: string) => url.startsWith('https://cdn.cuota.mx/') };
    expect(contractLink(link, navigator, path)).toBe(expected);
  });

  it('an allowed absolute contract link opens as it is', () => {
    const navigator = { isAllowed: (url: string) => url.startsWith('https://cdn.cuota.mx/') };
    expect(contractLink('https://cdn.cuota.mx/c.pdf', navigator, '/contract')).toBe(
      'https://cdn.cuota.mx/c.pdf',
    );
  });

  it('a foreign contract link is not kept (the page links to the agreement page)', async () => {
    const run = start();
    run.context.api.post.mockImplementation(
      answer(rawOffer({ isNewContract: 'https://evil.example.com/c' })),
    );
    run.dispatch(actions.pageOpened({ productId: '1' }));
    await settle();
    expect(page(run).contractUrl).toBeNull();
  });

  it.each([
    ['a number', 42],
    ['an object', { url: '/legal/contract' }],
    ['an array', ['/legal/contract']],
    ['null', null],
  ])('a non-string isNewContract (%s) loads the offer with no contract link', async (_, value) => {
    const run = start();
    run.context.api.post.mockImplementation(answer(rawOffer({ isNewContract: value })));
    run.dispatch(actions.pageOpened({ productId: '1' }));
    await settle();
    expect(page(run).status).toBe('succeeded');
    expect(page(run).contractUrl).toBeNull();
  });

  it.each([
    ['amountDec', { text: 'x' }],
    ['messageType', 7],
    ['loanRate', null],
    ['ratemsg', ['a']],
    ['comProductName', true],
  ])('a wrong-typed display field (%s) still loads the offer', async (field, value) => {
    const run = start();
    run.context.api.post.mockImplementation(answer(rawOffer({ [field]: value })));
    run.dispatch(actions.pageOpened({ productId: '1' }));
    await settle();
    expect(page(run).status).toBe('succeeded');
  });

  it('a refused answer (isNeedPop not 0 or 1) is a load failure', async () => {
    const run = start();
    run.context.api.post.mockImplementation(answer(rawOffer({ isNeedPop: 'maybe' })));
    run.dispatch(actions.pageOpened({ productId: '1' }));
    await settle();
    expect(page(run).status).toBe('failed');
  });

  it('a v3 failure shows nothing of the offer', async () => {
    const run = start();
    run.context.api.post.mockResolvedValue(failed('boom'));
    run.dispatch(actions.pageOpened({ productId: '1' }));
    await settle();
    expect(page(run).status).toBe('failed');
    expect(page(run).offer).toBeNull();
  });

  it('a thrown worker is a load failure (not a skeleton for good), and Retry loads again', async () => {
    const run = start();
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    run.context.api.post.mockImplementationOnce(() => {
      throw new Error('boom');
    });
    run.dispatch(actions.pageOpened({ productId: '1' }));
    await settle();
    expect(page(run).status).toBe('failed');
    run.context.api.post.mockImplementation(answer(rawOffer()));
    run.dispatch(actions.retryRequested());
    await settle();
    expect(page(run).status).toBe('succeeded');
    error.mockRestore();
  });

  it('isNeedPop 1: reloads with isType=1 after 5.5 s, not before', async () => {
    const run = start();
    run.context.api.post
      .mockImplementationOnce(answer(rawOffer({ isNeedPop: 1, amountDec: 'Actualizando' })))
      .mockImplementationOnce(answer(rawOffer({ isNeedPop: '0' })));
    run.dispatch(actions.pageOpened({ productId: '3' }));
    await settle();
    expect(page(run).popOpen).toBe(true);
    expect(CONFIRM_RELOAD_MS).toBe(5500);
    await run.clock.advance(5499);
    await settle();
    expect(run.context.api.post).toHaveBeenCalledTimes(1);
    await run.clock.advance(1);
    await settle();
    expect(run.context.api.post).toHaveBeenCalledTimes(2);
    expect(run.context.api.post).toHaveBeenLastCalledWith('loanDetailConfirm', confirmOfferSchema, {
      productId: '3',
      isType: 1,
    });
    expect(page(run).popOpen).toBe(false);
  });

  it('leaving the page cancels the reload', async () => {
    const run = start();
    run.context.api.post.mockImplementation(answer(rawOffer({ isNeedPop: 1 })));
    run.dispatch(actions.pageOpened({ productId: '3' }));
    await settle();
    await run.clock.advance(2000);
    run.dispatch(actions.pageLeft());
    await run.clock.advance(10_000);
    await settle();
    expect(run.context.api.post).toHaveBeenCalledTimes(1);
  });
});
