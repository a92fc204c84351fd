import { Form, Input } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** The reason every change staff make carries into the audit log: up to 500 characters, required unless said. */
export function ReasonField(props: { required?: boolean; label?: ReactNode; rows?: number }) {
  const { t } = useTranslation();
  return (
    <Form.Item
      name="reason"
      label={props.label ?? t('common.reason')}
      rules={[
        { required: props.required ?? true, whitespace: true, message: t('common.reasonRequired') },
        { max: 500 },
      ]}
    >
      <Input.TextArea
        rows={props.rows ?? 2}
        maxLength={500}
        showCount
        placeholder={t('common.reasonPlaceholder')}
      />
    </Form.Item>
  );
}
