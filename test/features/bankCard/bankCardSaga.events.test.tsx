import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import BindCardPage from '../../../src/features/bankCard/components/BindCardPage';
import {
  bankCardActions as actions,
  canRefreshCards,
  initialBankCardState,
} from '../../../src/features/bankCard/bankCardSlice';
import type { ApiResult } from '../../../src/platform/api/types';
import { bridgeEventReceived, type BridgeEventName } from '../../../src/platform/bridge/events';
import { answerBy, callsTo, fakeContext, ok } from '../../support/fakeContext';
import { renderWithProviders } from '../../support/renderWithProviders';
import { settle } from '../../support/sagaHarness';
import { bindValues, init, refused } from './fixtures';
import { opened, query, slice } from './steps';

const event = (name: BridgeEventName) => bridgeEventReceived(name);
const never = () => new Promise<never>(() => undefined);
const newCard = { id: '303', bankName: 'Banorte', cardNo: '**** **** **** 1111' };
const withNewCard = () => init({ cards: [...(init().cards as object[]), newCard] });

describe('bankFlowEnded: the binding page reloads its bound cards', () => {
  it('asks card-init again and lists the new card, the page shown meanwhile', async () => {
    const run = await opened({ cardInit: [ok(init()), ok(withNewCard())] });
    run.dispatch(event('bankFlowEnded'));
    expect(slice(run).status).toBe('succeeded');
    await settle();
    expect(callsTo(run.context, 'cardInit')).toEqual([{ orderId: '1174' }, { orderId: '1174' }]);
    expect(slice(run).cards.map((c) => c.id)).toEqual(['301', '303']);
    expect(slice(run).status).toBe('succeeded');
    run.task.cancel();
  });

  it('a failed refresh keeps what is shown (the form and what was typed stay)', async () => {
    const run = await opened({ cardInit: [ok(init()), refused('Servicio no disponible')] });
    run.dispatch(event('bankFlowEnded'));
    await settle();
    expect(slice(run)).toMatchObject({ status: 'succeeded', error: null });
    expect(slice(run).cards).toHaveLength(1);
    run.task.cancel();
  });

  it('a failed page loads again as its Retry does (without starting the bank flow again)', async () => {
    const run = await opened({ cardInit: [refused('no'), ok(init())] });
    expect(slice(run).status).toBe('failed');
    run.dispatch(event('bankFlowEnded'));
    expect(slice(run).status).toBe('loading');
    await settle();
    expect(slice(run).status).toBe('succeeded');
    expect(run.context.bridge.startBankFlow).toHaveBeenCalledTimes(1);
    run.task.cancel();
  });

  it('nothing while a bind is in flight, and its answer wins over a refresh begun before it', async () => {
    let reply: (value: ApiResult<unknown>) => void = () => undefined;
    const refresh = new Promise<ApiResult<unknown>>((r) => (reply = r));
    const run = await opened({ cardInit: [ok(init()), refresh] });
    run.dispatch(event('bankFlowEnded'));
    await settle();
    run.context.api.post.mockImplementation(never);
    run.dispatch(actions.bindRequested(bindValues));
    await settle();
    run.dispatch(event('bankFlowEnded'));
    await settle();
    expect(callsTo(run.context, 'cardInit')).toHaveLength(2);
    reply(ok(withNewCard()));
    await settle();
    expect(slice(run).cards.map((c) => c.id)).toEqual(['301']);
    run.task.cancel();
  });

  it('nothing when the page is not open, or after it was left; resume is not its event', async () => {
    const run = await opened();
    run.dispatch(event('resume'));
    await settle();
    run.dispatch(actions.pageLeft());
    run.dispatch(event('bankFlowEnded'));
    await settle();
    expect(callsTo(run.context, 'cardInit')).toHaveLength(1);
    expect(slice(run)).toEqual(initialBankCardState);
    run.task.cancel();
  });

  it.each([
    ['shown', true, { status: 'succeeded' as const }],
    ['binding', false, { status: 'succeeded' as const, binding: true }],
    ['bound', false, { status: 'succeeded' as const, bound: true }],
    ['loading', false, { status: 'loading' as const }],
    ['not open', false, {}],
  ])('%s: refresh allowed %p', (_name, expected, over) => {
    expect(canRefreshCards({ ...initialBankCardState, query, ...over })).toBe(expected);
  });
});

describe('the page and the event', () => {
  it('the new card shows; what the user typed stays in the form', async () => {
    const context = fakeContext();
    answerBy(context, { cardInit: [ok(init()), ok(withNewCard())] });
    const { store } = renderWithProviders(<BindCardPage />, {
      context,
      route: '/bank-card/bind?orderId=1174',
    });
    expect(await screen.findAllByTestId('bc-card')).toHaveLength(1);
    await userEvent.type(screen.getByLabelText('Número de tarjeta'), '4111');
    act(() => {
      store.dispatch(event('bankFlowEnded'));
    });
    await waitFor(() => expect(screen.getAllByTestId('bc-card')).toHaveLength(2));
    expect(screen.getByLabelText('Número de tarjeta')).toHaveValue('4111');
    expect(callsTo(context, 'cardInit')).toHaveLength(2);
  });
});
