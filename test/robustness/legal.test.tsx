import ContractPage from '../../src/features/legal/components/ContractPage';
import PeriodAgreementPage from '../../src/features/legal/components/PeriodAgreementPage';
import { contractFixture } from '../features/legal/contractFixture';
import { describeFamilies } from './run';

describeFamilies('contracts', [
  {
    name: 'contract-detail (contract)',
    target: 'contractDetail',
    sample: contractFixture,
    answers: { contractDetail: contractFixture },
    route: '/contract?orderNo=1001',
    page: <ContractPage />,
  },
  {
    name: 'contract-detail (period agreement)',
    target: 'contractDetail',
    sample: contractFixture,
    answers: { contractDetail: contractFixture },
    route: '/agony?orderNo=1200',
    page: <PeriodAgreementPage />,
  },
]);
