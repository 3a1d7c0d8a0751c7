import { statusView } from '../../../src/features/loanDetail';

describe('statusView', () => {
  const table: [number, string, number, boolean, boolean, boolean, boolean][] = [
    // status, isDelay, image, details, repay, extension, borrowAgain
    [21, '0', 21, true, false, false, false],
    [21, '1', 21, true, false, false, false],
    [110, '0', 110, false, false, false, false],
    [110, '1', 110, false, false, false, false],
    [151, '0', 151, true, false, false, false],
    [151, '1', 151, true, false, false, false],
    [174, '0', 174, true, true, false, false],
    [174, '1', 174, true, true, true, false],
    [180, '0', 180, true, true, false, false],
    [180, '1', 180, true, true, true, false],
    [200, '0', 200, true, false, false, true],
    [200, '1', 200, true, false, false, true],
    [999, '0', 200, true, false, false, false],
    [999, '1', 200, true, false, false, false],
  ];
  it.each(table)(
    'status %i isDelay %s -> image %i, details %s, repay %s, extension %s, borrow again %s',
    (status, isDelay, image, details, repay, extension, again) => {
      expect(statusView(status, isDelay)).toEqual({
        image,
        imageSrc: `/images/loanDetail/status-${image}.svg`,
        showDetails: details,
        showRepay: repay,
        showExtension: extension,
        showBorrowAgain: again,
      });
    },
  );
});
