import { Card, Empty, Segmented, Space, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import './content.css';

export type PreviewDevice = 'desktop' | 'phone';

/** The widths pages are laid out at, and how small each is drawn here. */
const FRAMES = {
  desktop: { width: 1280, scale: 0.42 },
  phone: { width: 390, scale: 0.4 },
} as const;

/**
 * A member page at desktop and phone width, drawn at full size and scaled down, so the member site's
 * layout rules (aspect ratios, the pop-up's width cap, the marquee's line) apply as they do there.
 */
export function MemberPreview(props: {
  language: string;
  languages: string[];
  onLanguage: (language: string) => void;
  render: (device: PreviewDevice) => ReactNode;
  /** How much of the page to show, in page pixels: the top of the page is where home content sits. */
  heights: Partial<Record<PreviewDevice, number>>;
  /** Which sizes to draw (both unless the content shows on one only, as the desktop footer). */
  devices?: PreviewDevice[];
  /** How small each size is drawn, when the preview has more room (a phone-only preview). */
  scale?: Partial<Record<PreviewDevice, number>>;
  /** What the preview draws, when not the saved live items (an editor previews its unsaved changes). */
  note?: string;
}) {
  const { t } = useTranslation();
  return (
    <Card
      size="small"
      title={t('content.preview.title')}
      data-testid="member-preview"
      extra={
        // Content without languages (float items) draws the same for everyone: no switch.
        props.languages.length === 0 ? null : (
          <Space>
            <Typography.Text type="secondary">{t('content.preview.language')}</Typography.Text>
            <Segmented
              size="small"
              value={props.language}
              options={props.languages}
              onChange={(v) => props.onLanguage(String(v))}
            />
          </Space>
        )
      }
    >
      <Typography.Paragraph type="secondary" className="content-preview-note">
        {props.note ?? t('content.preview.note')}
      </Typography.Paragraph>
      <div className="content-preview-frames">
        {(props.devices ?? (['desktop', 'phone'] as const)).map((device) => {
          const frame = { ...FRAMES[device], scale: props.scale?.[device] ?? FRAMES[device].scale };
          const height = props.heights[device] ?? 600;
          return (
            <figure key={device} className="content-preview-figure" data-testid={`preview-${device}`}>
              <figcaption>{t(`content.preview.${device}`)}</figcaption>
              <div
                className="content-preview-viewport"
                style={{ width: frame.width * frame.scale, height: height * frame.scale }}
              >
                <div
                  className="member-look member-page"
                  style={{
                    width: frame.width,
                    height,
                    transform: `scale(${frame.scale})`,
                  }}
                >
                  {props.render(device)}
                </div>
              </div>
            </figure>
          );
        })}
      </div>
    </Card>
  );
}

/** The member site's header bar, so content sits where it does on the page. */
export function MemberHeader({ device }: { device: PreviewDevice }) {
  return (
    <div className={`member-header member-header-${device}`}>
      <span className="member-logo" />
      <span className="member-header-space" />
      <span className="member-header-button" />
      <span className="member-header-button member-header-primary" />
    </div>
  );
}

export function PreviewEmpty({ what }: { what: string }) {
  const { t } = useTranslation();
  return (
    <div className="member-empty">
      <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('content.preview.empty', { what })} />
    </div>
  );
}
