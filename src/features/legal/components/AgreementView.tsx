import { useAppSelector } from '../../../shell/hooks';
import { useIntl } from 'react-intl';
import { useMarket } from '../../../config/brandContext';
import { useMoney } from '../../../config/useMoney';
import { CONTRACT } from '../../../config/constants';
import { formatDate } from '../../../i18n/format';
import { maskCard } from '../../../platform/format/maskCard';
import { LoadedContent, PageFrame } from '../../../shell/PageFrame';
import { useLoadedContent } from '../../../shell/useLoadedContent';
import { usePageLifecycle } from '../../../shell/usePageLifecycle';
import { legalActions as actions, selectLegalFor } from '../legalSlice';
import { contractClauses, messages, periodClauses, taxField } from '../messages';
import type { AgreementKind } from '../types';
import type { ContractData } from '../legalSchema';
import './legal.css';
import { useQueryParams } from '../../../ui/useQueryParams';

const day = (value: ContractData[keyof ContractData]) =>
  value === '' ? '' : formatDate(value, true);

/** Contract (promissory note) and period loan agreement: same data, different title and clauses. */
export function AgreementView({ kind }: { kind: AgreementKind }) {
  const intl = useIntl();
  const params = useQueryParams();
  const orderNo = params.get('orderNo') ?? '';
  const { status, contract, error } = useAppSelector(selectLegalFor({ orderNo }));
  const load = useLoadedContent({ status, error }, actions.retryRequested, {
    failure: messages.loadFailed,
    loading: messages.loading,
  });

  usePageLifecycle(() => actions.contractPageOpened({ orderNo }), null, [orderNo]);

  const title = intl.formatMessage(
    kind === 'period' ? messages.periodTitle : messages.contractTitle,
  );

  return (
    <PageFrame title={title}>
      <LoadedContent {...load}>
        {status === 'succeeded' && contract ? <Agreement kind={kind} contract={contract} /> : null}
      </LoadedContent>
    </PageFrame>
  );
}

function Agreement({ kind, contract: c }: { kind: AgreementKind; contract: ContractData }) {
  const intl = useIntl();
  // The contract's amounts are minor units, like every amount of the API (spec section 9; legalSchema.ts).
  const money = useMoney();
  const { taxName } = useMarket();
  const pct = (n: number) => `${n}%`;
  const values = {
    userName: String(c.userName),
    company: String(c.company),
    productName: String(c.productName),
    userAddress: String(c.userAddress),
    amount: money(c.amount),
    contractAmount: money(c.contractAmount),
    giveAmount: money(c.giveAmount),
    commission: money(c.commission),
    interest: money(c.Interest),
    iva: money(c.IVA),
    taxName,
    daiDate: day(c.daiDate),
    planDate: day(c.planDate),
    contractDate: day(c.contractDate),
    annualRate: pct(CONTRACT.annualRatePercent),
    interestRate: pct(CONTRACT.interestPercent),
    taxRate: pct(CONTRACT.taxPercentOfInterestPlusCommission),
    fineRate: pct(CONTRACT.overdueFinePercentPerDay),
  };
  const label = (key: keyof typeof messages) => intl.formatMessage(messages[key]);
  const rows: [string, string][] = [
    [label('fieldUserName'), values.userName],
    [label('fieldProductName'), values.productName],
    [label('fieldAmount'), values.amount],
    [label('fieldBankNo'), maskCard(c.bankNo)],
    [label('fieldDaiDate'), values.daiDate],
    [label('fieldPlanDate'), values.planDate],
    [label('fieldContractAmount'), values.contractAmount],
    [label('fieldCommission'), values.commission],
    [label('fieldInterest'), values.interest],
    [intl.formatMessage(taxField, { taxName }), values.iva],
    [label('fieldGiveAmount'), values.giveAmount],
    [label('fieldUserAddress'), values.userAddress],
    [label('fieldContractDate'), values.contractDate],
    [label('fieldCompany'), values.company],
  ];
  const clauses = kind === 'period' ? periodClauses : contractClauses;
  const signatures: [string, keyof typeof messages][] = [
    [values.userName, 'borrowerSignature'],
    [values.company, 'companySignature'],
  ];
  return (
    <article className="card legal-doc" aria-labelledby="legal-heading">
      <h2 id="legal-heading" className="legal-heading">
        {intl.formatMessage(kind === 'period' ? messages.periodHeading : messages.contractHeading)}
      </h2>
      <h3 className="legal-subheading">{intl.formatMessage(messages.summary)}</h3>
      <dl className="legal-fields">
        {rows.map(([name, value]) => (
          <div className="legal-field kv-row" key={name}>
            <dt>{name}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <h3 className="legal-subheading">{intl.formatMessage(messages.clausesHeading)}</h3>
      <ol className="legal-clauses">
        {clauses.map((clause) => (
          <li key={clause.id}>{intl.formatMessage(clause, values)}</li>
        ))}
      </ol>
      <h3 className="legal-subheading">{intl.formatMessage(messages.signatures)}</h3>
      <div className="legal-signatures">
        {signatures.map(([name, role]) => (
          <div className="legal-signature" key={role}>
            <span className="legal-signature-line">{name}</span>
            <span className="legal-signature-role">{intl.formatMessage(messages[role])}</span>
          </div>
        ))}
      </div>
    </article>
  );
}
