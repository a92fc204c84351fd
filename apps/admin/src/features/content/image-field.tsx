import { UploadOutlined } from '@ant-design/icons';
import { App, Button, Input, Upload } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CONTENT_IMAGE_TYPES } from '@arks/contracts';
import { uploadImage, uploadRefusal } from './content-api';

/**
 * A picture field: upload a file (stored by the server under its hash) or keep an address already
 * saved. The value is the picture's address; the picture shows as it will load on the member site.
 */
export function ImageField(props: { value?: string; onChange?: (url: string) => void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [busy, setBusy] = useState(false);

  const upload = async (file: File) => {
    const refusal = uploadRefusal(file);
    if (refusal) {
      void message.error(t(`content.upload.${refusal}`));
      return;
    }
    setBusy(true);
    try {
      const image = await uploadImage(file);
      props.onChange?.(image.url);
      void message.success(t('content.upload.done', { width: image.width, height: image.height }));
    } catch (error) {
      void message.error(t('content.upload.failed', { message: (error as Error).message }));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div>
      {props.value ? <img src={props.value} alt="" className="content-upload-preview" /> : null}
      <div style={{ display: 'flex', gap: 8 }}>
        <Upload
          accept={CONTENT_IMAGE_TYPES.join(',')}
          showUploadList={false}
          beforeUpload={(file) => {
            void upload(file);
            return false;
          }}
        >
          <Button icon={<UploadOutlined />} loading={busy} data-testid="image-upload">
            {props.value ? t('content.upload.replace') : t('content.upload.button')}
          </Button>
        </Upload>
        <Input
          value={props.value}
          onChange={(e) => props.onChange?.(e.target.value)}
          placeholder="/static/content/…"
          aria-label={t('content.fields.picture')}
        />
      </div>
    </div>
  );
}
