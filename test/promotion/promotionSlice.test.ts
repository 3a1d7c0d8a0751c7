import {
  downloadLinks,
  initialPromotionState,
  promotionActions as actions,
  promotionReducer as reducer,
  selectApplyBusy,
  selectRegistered,
  type PromotionState,
} from '../../src/promotion/promotionSlice';
import { channelTemplateSchema } from '../../src/promotion/promotionSchema';
import { opened, rawTemplate } from './support';

const at = (over: Partial<PromotionState> = {}): PromotionState => ({
  ...initialPromotionState,
  ...over,
});
const intent = { phone: '13812345678', capcode: 'AB12' };
const template = channelTemplateSchema.validateSync(rawTemplate(), { stripUnknown: true });

describe('promotion slice', () => {
  it('pageOpened reads the query, the base path, the platform and the in-app browser', () => {
    const state = reducer(
      at(),
      actions.pageOpened(
        opened({
          page: 'download',
          search: '?id=7&user_from=fb',
          hash: '#/downloadTemplate?utm_tag=x&down_id=9',
          userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0) Instagram 300.0',
        }),
      ),
    );
    expect(state).toMatchObject({
      page: 'download',
      query: {
        id: '7',
        userFrom: 'fb',
        utmTag: 'x',
        downId: '9',
        appFrom: '',
        linksId: '',
        inviteCode: '',
      },
      basePath: '/promotion?id=7&user_from=fb',
      clientType: 'ios',
      platform: 'ios',
      socialInApp: true,
      appName: 'Cuota',
      merchantNumber: '0',
    });
  });

  it('another template id starts afresh; the same one keeps what is loaded', () => {
    const loaded = at({
      templateId: '1',
      template: { status: 'succeeded', error: null, data: template },
      visitTracked: true,
    });
    const same = reducer(loaded, actions.pageOpened(opened({ page: 'agreement' })));
    expect(same).toMatchObject({ page: 'agreement', templateId: '1', visitTracked: true });
    expect(same.template.data).toBe(template);
    const other = reducer(loaded, actions.pageOpened(opened({ search: '?id=2' })));
    expect(other).toMatchObject({
      templateId: null,
      visitTracked: false,
      template: { status: 'idle', data: null },
    });
  });

  it('a get-code tap is taken only when nothing is in flight, no countdown runs and not registered', () => {
    expect(reducer(at(), actions.smsRequested(intent)).sms.sending).toBe(true);
    for (const over of [
      { sms: { sending: true, counting: false, secondsLeft: 60 } },
      { sms: { sending: false, counting: true, secondsLeft: 30 } },
      { registered: true },
    ]) {
      const state = at(over);
      expect(reducer(state, actions.smsRequested(intent))).toEqual(state);
    }
  });

  it('the phone and codes of the events are never kept', () => {
    let state = reducer(at(), actions.smsRequested(intent));
    state = reducer(state, actions.registerRequested({ ...intent, smsCode: '123456' }));
    expect(JSON.stringify(state)).not.toMatch(/13812345678|AB12|123456/);
  });

  it('an apply tap is taken once until it ends; registered keeps it off (disabled, not busy)', () => {
    const tap = actions.registerRequested({ ...intent, smsCode: '123456' });
    const busy = reducer(at(), tap);
    expect(busy.registering).toBe(true);
    expect(reducer(busy, tap)).toEqual(busy);
    expect(selectApplyBusy({ promotion: busy })).toBe(true);
    const done = reducer(reducer(busy, actions.registrationDone()), actions.registerEnded());
    expect(done).toMatchObject({ registering: false, registered: true });
    expect(reducer(done, tap)).toEqual(done);
    expect(selectApplyBusy({ promotion: done })).toBe(false);
    expect(selectRegistered({ promotion: done })).toBe(true);
  });

  it('the countdown starts at 60, ticks, and ends back at 60 ("get code"); leaving resets it', () => {
    let state = reducer(at(), actions.countdownStarted());
    expect(state.sms).toEqual({ sending: false, counting: true, secondsLeft: 60 });
    state = reducer(state, actions.countdownTicked(12));
    expect(state.sms.secondsLeft).toBe(12);
    expect(reducer(state, actions.countdownEnded()).sms).toEqual({
      sending: false,
      counting: false,
      secondsLeft: 60,
    });
    expect(reducer(state, actions.registerPageLeft()).sms).toEqual({
      sending: false,
      counting: false,
      secondsLeft: 60,
    });
  });

  it('a failed template keeps its error and drops the data', () => {
    const state = reducer(
      at({ template: { status: 'succeeded', error: null, data: template } }),
      actions.templateFailed({ text: 'Plantilla no encontrada' }),
    );
    expect(state.template).toEqual({
      status: 'failed',
      error: { text: 'Plantilla no encontrada' },
      data: null,
    });
  });
});

describe('download links', () => {
  it.each([
    ['android', ['android', 'ios']],
    ['ios', ['ios', 'android']],
    [null, ['android', 'ios']],
  ] as const)('platform %p: %j', (platform, order) => {
    expect(downloadLinks(template, platform).map((l) => l.platform)).toEqual(order);
  });

  it('a missing link is not offered; no template, no links', () => {
    expect(downloadLinks({ ...template, iosUrl: '' }, 'ios')).toEqual([
      { platform: 'android', url: '/downloads/android' },
    ]);
    expect(downloadLinks(null, 'ios')).toEqual([]);
  });
});
