import { AgreementView } from './AgreementView';

/** /agony: the period (instalment) loan agreement, same data source as the contract. */
export default function PeriodAgreementPage() {
  return <AgreementView kind="period" />;
}
