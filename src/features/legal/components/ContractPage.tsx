import { AgreementView } from './AgreementView';

/** Spec section 2, screen 7: the promissory-note style loan agreement (query orderNo). */
export default function ContractPage() {
  return <AgreementView kind="contract" />;
}
