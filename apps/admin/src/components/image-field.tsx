import { UploadOutlined } from '@ant-design/icons';
import { App, Button, Input, Typography, Upload } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CONTENT_IMAGE_TYPES } from '@arks/contracts';
import { uploadImage, uploadRefusal } from './image-upload';
import './image-field.css';

/**
 * A picture field: upload a file (stored by the server under its hash) or type an address. The value
 * is the picture's address; the picture shows as it will load on the member site. `shape="icon"`
 * draws it in the square a game icon gets. `uploadOnly` offers no address to type, for fields the
 * server fills only from the content image store (logos).
 */
export function ImageField(props: {
  /** Given by Form.Item, so its label focuses the address. */
  id?: string;
  value?: string;
  onChange?: (url: string) => void;
  shape?: 'picture' | 'icon';
  placeholder?: string;
  /** Whether the typed address may be drawn (an address the form would refuse is not loaded). */
  showable?: (url: string) => boolean;
  uploadOnly?: boolean;
  'aria-label'?: string;
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [busy, setBusy] = useState(false);
  const address = props.value?.trim() ?? '';
  const shown = address !== '' && (props.showable?.(address) ?? true);

  const upload = async (file: File) => {
    const refusal = uploadRefusal(file);
    if (refusal) {
      void message.error(t(`common.upload.${refusal}`));
      return;
    }
    setBusy(true);
    try {
      const image = await uploadImage(file);
      props.onChange?.(image.url);
      void message.success(t('common.upload.done', { width: image.width, height: image.height }));
    } catch (error) {
      void message.error(t('common.upload.failed', { message: (error as Error).message }));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div>
      {shown ? (
        <img
          src={address}
          alt=""
          className={props.shape === 'icon' ? 'content-upload-preview is-icon' : 'content-upload-preview'}
        />
      ) : null}
      <div style={{ display: 'flex', gap: 8 }}>
        <Upload
          accept={CONTENT_IMAGE_TYPES.join(',')}
          showUploadList={false}
          beforeUpload={(file) => {
            void upload(file);
            return false;
          }}
        >
          <Button
            id={props.uploadOnly ? props.id : undefined}
            icon={<UploadOutlined />}
            loading={busy}
            data-testid="image-upload"
          >
            {props.value ? t('common.upload.replace') : t('common.upload.button')}
          </Button>
        </Upload>
        {props.uploadOnly ? (
          address && (
            <Typography.Text type="secondary" code style={{ alignSelf: 'center', wordBreak: 'break-all' }}>
              {address}
            </Typography.Text>
          )
        ) : (
          <Input
            id={props.id}
            value={props.value}
            onChange={(e) => props.onChange?.(e.target.value)}
            placeholder={props.placeholder ?? '/static/content/…'}
            aria-label={props['aria-label'] ?? t('common.upload.address')}
            maxLength={500}
          />
        )}
      </div>
    </div>
  );
}
