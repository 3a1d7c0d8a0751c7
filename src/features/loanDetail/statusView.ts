import { isRepayableStatus } from '../../shell/orderCheck';

type StatusImage = 21 | 110 | 151 | 174 | 180 | 200;

export interface StatusView {
  image: StatusImage;
  /** Public path of the status illustration. */
  imageSrc: string;
  showDetails: boolean;
  showRepay: boolean;
  showExtension: boolean;
  showBorrowAgain: boolean;
}

const KNOWN: readonly StatusImage[] = [21, 110, 151, 174, 180, 200];

/** Spec section 4, order statuses: which image, list and buttons a status shows. */
export function statusView(status: number, isDelay: number | string): StatusView {
  const image = (KNOWN as readonly number[]).includes(status) ? (status as StatusImage) : 200;
  const repayable = isRepayableStatus(status);
  return {
    image,
    imageSrc: `/images/loanDetail/status-${image}.svg`,
    showDetails: status !== 110,
    showRepay: repayable,
    showExtension: repayable && String(isDelay) === '1',
    showBorrowAgain: status === 200,
  };
}
