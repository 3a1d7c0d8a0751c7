import { CopyButton, type CopyButtonProps } from '../ui/CopyButton';
import { useAppDispatch } from './hooks';
import { toastRequested } from './uiSlice';

export type ConnectedCopyButtonProps = Omit<CopyButtonProps, 'onCopied'>;

/** The copy button that shows the localized copy-success (or copy-failed) toast through the ui slice. */
export function ConnectedCopyButton(props: ConnectedCopyButtonProps) {
  const dispatch = useAppDispatch();
  return (
    <CopyButton
      {...props}
      onCopied={(ok) =>
        dispatch(toastRequested({ messageId: ok ? 'common.copySuccess' : 'common.copyFailed' }))
      }
    />
  );
}
