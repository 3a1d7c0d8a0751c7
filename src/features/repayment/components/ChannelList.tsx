import { useContext } from 'react';
import { useIntl } from 'react-intl';
import { isAllowedImageUrl } from '../../../platform/url/imagePolicy';
import { Button, CardSection, ImagePolicyContext, Modal, SafeImage } from '../../../ui';
import { ConnectedCopyButton } from '../../../shell';
import { messages } from '../messages';
import type { RepaymentChannel, RepaymentChannelGroup } from '../repaymentSchema';
import { ShowMore, usePageLimit } from '../../../ui';
import { useAppDispatch, useAppSelector } from '../../../shell/hooks';
import { selectHostWait } from '../../../shell/uiSlice';
import { channelWait } from '../../../shell/hostWait';
import { repaymentActions as actions, selectBarcode } from '../repaymentSlice';
import './channels.css';

export interface ChannelListProps {
  groups: RepaymentChannelGroup[];
  /** Tapping the channel row (not its copy or barcode buttons) opens the payment instructions. */
  onChannel: (channel: RepaymentChannel) => void;
}

interface ShownGroup {
  group: RepaymentChannelGroup;
  channels: RepaymentChannel[];
  index: number;
}

/**
 * The first `limit` channels across the groups, in order, with the groups they belong to (empty groups
 * are left out). One budget for the whole list, so neither one huge group nor thousands of small ones
 * render more than a page.
 */
function pageOfChannels(groups: RepaymentChannelGroup[], limit: number) {
  const shown: ShownGroup[] = [];
  let total = 0;
  let left = limit;
  groups.forEach((group, index) => {
    total += group.list.length;
    if (left <= 0 || group.list.length === 0) return;
    const channels = group.list.slice(0, left);
    left -= channels.length;
    shown.push({ group, channels, index });
  });
  return { shown, total, count: Math.min(limit, total) };
}

/**
 * The payment channels grouped by title (spec section 2, screens 12 and 13). Each channel is a row button
 * (logo and description); the optional payment code with its copy button and the optional barcode button
 * sit next to it, not inside it, so they never open the instructions. A page of channels renders at a
 * time, with "show more" under it.
 */
export function ChannelList({ groups, onChannel }: ChannelListProps) {
  const intl = useIntl();
  const policy = useContext(ImagePolicyContext);
  const dispatch = useAppDispatch();
  // In the store, so the app's back button closes it too.
  const barcode = useAppSelector(selectBarcode);
  const waiting = useAppSelector(selectHostWait);
  const closeBarcode = () => dispatch(actions.barcodeClosed());
  const [limit, more] = usePageLimit();
  const { shown, total, count } = pageOfChannels(groups, limit);
  if (total === 0) return null;

  return (
    <CardSection
      title={intl.formatMessage(messages.channels)}
      className="rp-channels"
      headingClassName="rp-heading"
    >
      {shown.map(({ group, channels, index }) => (
        <div className="rp-group" key={index}>
          {group.title ? <h3 className="rp-group-title">{group.title}</h3> : null}
          <ul className="rp-channel-list" aria-label={group.title || undefined}>
            {channels.map((channel, i) => (
              <li className="rp-channel" key={`${channel.payCode}-${i}`}>
                <button
                  type="button"
                  className="rp-channel-main"
                  // While the app opens its instructions page for this channel, the tap shows taken.
                  aria-busy={waiting === channelWait(channel.payCode) || undefined}
                  disabled={waiting === channelWait(channel.payCode)}
                  onClick={() => onChannel(channel)}
                >
                  {channel.logo ? (
                    <SafeImage
                      className="rp-channel-logo"
                      src={channel.logo}
                      alt=""
                      width={48}
                      height={32}
                    />
                  ) : null}
                  <span className="rp-channel-desc">{channel.desc || channel.payCode}</span>
                  <span className="visually-hidden">
                    {`, ${intl.formatMessage(messages.channelHint)}`}
                  </span>
                  <span className="rp-chevron" aria-hidden="true">
                    ›
                  </span>
                </button>
                <ChannelExtra
                  channel={channel}
                  // A barcode the image check refuses is not offered (it could not be shown).
                  hasBarcode={isAllowedImageUrl(channel.BARcodeImg, policy)}
                  onBarcode={() => dispatch(actions.barcodeOpened(channel))}
                />
              </li>
            ))}
          </ul>
        </div>
      ))}
      <ShowMore shown={count} total={total} onMore={more} />

      <Modal
        open={barcode !== null}
        onClose={closeBarcode}
        title={intl.formatMessage(messages.barcode)}
        actions={<Button onClick={closeBarcode}>{intl.formatMessage(messages.close)}</Button>}
      >
        {barcode ? (
          <figure className="rp-barcode">
            <SafeImage
              className="rp-barcode-image"
              src={barcode.BARcodeImg}
              alt={`${intl.formatMessage(messages.barcode)} ${barcode.vCode}`.trim()}
            />
            <figcaption className="rp-barcode-caption">
              {barcode.vCode ? <span className="rp-barcode-code">{barcode.vCode}</span> : null}
              <span>{intl.formatMessage(messages.barcodeHint)}</span>
            </figcaption>
          </figure>
        ) : null}
      </Modal>
    </CardSection>
  );
}

interface ChannelExtraProps {
  channel: RepaymentChannel;
  hasBarcode: boolean;
  onBarcode: () => void;
}

/** The payment code with its copy button and the barcode button of one channel, when it has them. */
function ChannelExtra({ channel, hasBarcode, onBarcode }: ChannelExtraProps) {
  const intl = useIntl();
  if (!channel.vCode && !hasBarcode) return null;
  return (
    <div className="rp-channel-extra">
      {channel.vCode ? (
        <div className="rp-code">
          <span className="rp-code-label">{intl.formatMessage(messages.payCode)}</span>
          <span className="rp-code-value">{channel.vCode}</span>
          <ConnectedCopyButton
            value={channel.vCode}
            label={`${intl.formatMessage(messages.copyPayCode)} ${channel.vCode}`}
            className="rp-copy"
          />
        </div>
      ) : null}
      {hasBarcode ? (
        <button type="button" className="button button-text rp-barcode-button" onClick={onBarcode}>
          <span className="rp-barcode-icon" aria-hidden="true" />
          {intl.formatMessage(messages.showBarcode)}
        </button>
      ) : null}
    </div>
  );
}
