import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { Button, CopyButton, Modal } from '../../../ui';
import { messages } from '../messages';
import type { RepaymentChannel, RepaymentChannelGroup } from '../types';

export interface ChannelListProps {
  groups: RepaymentChannelGroup[];
  /** Tapping the channel row (not its copy or barcode buttons) opens the payment instructions. */
  onChannel: (channel: RepaymentChannel) => void;
}

/**
 * The payment channels grouped by title (spec section 2, screens 12 and 13). Each channel is a row button
 * (logo and description); the optional payment code with its copy button and the optional barcode button
 * sit next to it, not inside it, so they never open the instructions.
 */
export function ChannelList({ groups, onChannel }: ChannelListProps) {
  const intl = useIntl();
  const headingId = useId();
  const [barcode, setBarcode] = useState<RepaymentChannel | null>(null);
  const visible = groups.filter((g) => g.list.length > 0);
  if (visible.length === 0) return null;

  return (
    <section className="card rp-channels" aria-labelledby={headingId}>
      <h2 id={headingId} className="rp-heading">
        {intl.formatMessage(messages.channels)}
      </h2>
      {visible.map((group, g) => (
        <div className="rp-group" key={`${group.title}-${g}`}>
          {group.title ? <h3 className="rp-group-title">{group.title}</h3> : null}
          <ul className="rp-channel-list" aria-label={group.title || undefined}>
            {group.list.map((channel, i) => (
              <li className="rp-channel" key={`${channel.payCode}-${i}`}>
                <button
                  type="button"
                  className="rp-channel-main"
                  onClick={() => onChannel(channel)}
                >
                  {channel.logo ? (
                    <img
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
                {channel.vCode || channel.BARcodeImg ? (
                  <div className="rp-channel-extra">
                    {channel.vCode ? (
                      <div className="rp-code">
                        <span className="rp-code-label">
                          {intl.formatMessage(messages.payCode)}
                        </span>
                        <span className="rp-code-value">{channel.vCode}</span>
                        <CopyButton
                          value={channel.vCode}
                          label={`${intl.formatMessage(messages.copyPayCode)} ${channel.vCode}`}
                          className="rp-copy"
                        />
                      </div>
                    ) : null}
                    {channel.BARcodeImg ? (
                      <button
                        type="button"
                        className="button button-text rp-barcode-button"
                        onClick={() => setBarcode(channel)}
                      >
                        <span className="rp-barcode-icon" aria-hidden="true" />
                        {intl.formatMessage(messages.showBarcode)}
                      </button>
                    ) : null}
                  </div>
                ) : null}
              </li>
            ))}
          </ul>
        </div>
      ))}

      <Modal
        open={barcode !== null}
        onClose={() => setBarcode(null)}
        title={intl.formatMessage(messages.barcode)}
        actions={
          <Button onClick={() => setBarcode(null)}>{intl.formatMessage(messages.close)}</Button>
        }
      >
        {barcode ? (
          <figure className="rp-barcode">
            <img
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
    </section>
  );
}
