import { render, screen } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { DivergenceView } from '../../../src/qa/devtools/components/DivergenceView';
import { esMX, en, zhCN } from '../../support/appCatalogs';
import {
  divergenceMessage,
  formatDivergence,
  type Divergence,
  type DivergenceReason,
  type Tape,
} from '../../../src/qa/tape';

/** One of each reason the replayer gives. */
const REASONS: DivergenceReason[] = [
  { code: 'unexpectedCall', target: 'storage', method: 'getItem' },
  { code: 'otherArguments', target: 'navigator', method: 'go' },
  { code: 'extraAction' },
  { code: 'extraApiCall' },
  { code: 'extraBridgeCall' },
  { code: 'extraTimer' },
  { code: 'missingCall', call: 'api' },
  { code: 'missingCall', call: 'bridge' },
  { code: 'missingCall', call: 'timer' },
  { code: 'callDiffers', call: 'api' },
  { code: 'callDiffers', call: 'bridge' },
  { code: 'callDiffers', call: 'timer' },
  { code: 'missingAction' },
  { code: 'differentAction' },
  { code: 'noState', actions: 1 },
  { code: 'stateDiffers', actions: 12 },
  { code: 'finalStateDiffers' },
];

const tape: Tape = {
  header: {
    format: 1,
    build: 'test',
    locale: 'es-MX',
    brand: 'Cuota',
    startedAt: 0,
    userAgent: 'jest',
    initialState: {},
    initialActions: 0,
    checkpointEvery: 50,
    truncated: false,
    firstSeq: 1,
  },
  entries: [
    { seq: 1, at: 0, kind: 'page', index: 0, path: '/repayment', state: {} },
    { seq: 2, at: 1, kind: 'route', location: '/repayment?orderId=1174' },
    { seq: 3, at: 2, kind: 'apiCall', id: 1, method: 'post', endpoint: 'loanPlayDetail', args: [] },
  ],
};

function divergence(reason: DivergenceReason): Divergence {
  return {
    index: 2,
    seq: 3,
    reason,
    message: divergenceMessage(reason),
    expected: '{"endpoint":"loanPlayDetail"}',
    got: 'nothing',
    differences: [],
    page: { index: 1, path: '/repayment', position: 2, of: 3 },
  };
}

function renderIn(locale: string, messages: Record<string, string>, d: Divergence) {
  return render(
    <IntlProvider locale={locale} messages={messages} defaultLocale="es-MX">
      <DivergenceView divergence={d} tape={tape} />
    </IntlProvider>,
  );
}

describe('DivergenceView', () => {
  it('words the divergence in Spanish: entry, kind, reason, page load, screen; values as they are', () => {
    renderIn('es-MX', esMX, divergence({ code: 'missingCall', call: 'api' }));
    const report = screen.getByTestId('tp-divergence');
    expect(report).toHaveTextContent(
      'Entrada 3 de 3 (llamada a la api): se esperaba una llamada a la api; las sagas no hicieron ninguna',
    );
    expect(report).toHaveTextContent('Carga de página 2 de 3: /repayment');
    expect(report).toHaveTextContent('Pantalla: /repayment?orderId=1174');
    expect(screen.getByText('{"endpoint":"loanPlayDetail"}').tagName).toBe('PRE');
    // A value that is not there is said in the page's language, not as the CLI's "nothing".
    expect(report).toHaveTextContent('Obtenido (reproducción)(nada)');
    expect(report).not.toHaveTextContent('nothing');
    expect(screen.queryByText('Diferencias')).toBeNull();
  });

  it.each([
    ['es-MX', esMX],
    ['en', en],
    ['zh-CN', zhCN],
  ])('has a text of its own for every reason in %s', (locale, messages) => {
    const lines = REASONS.map((reason) => {
      const { unmount } = renderIn(locale, messages, divergence(reason));
      const line = screen.getByTestId('tp-divergence').querySelector('p')?.textContent ?? '';
      unmount();
      return line;
    });
    expect(new Set(lines).size).toBe(REASONS.length);
    // Spanish and Chinese never fall back to the CLI's English.
    if (locale !== 'en')
      REASONS.forEach((reason, i) => expect(lines[i]).not.toContain(divergenceMessage(reason)));
  });

  it('leaves the CLI text in English', () => {
    const text = formatDivergence(divergence({ code: 'differentAction' }), tape);
    expect(text.split('\n').slice(0, 3)).toEqual([
      'Divergence at entry 3 of 3 (apiCall): the sagas dispatched a different action',
      '  page load 2 of 3: /repayment',
      '  screen: /repayment?orderId=1174',
    ]);
  });
});
