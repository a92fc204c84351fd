import { Alert, App, Form, Modal } from 'antd';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ReasonField } from './reason-field';

export interface Decision {
  title: string;
  /** What is being decided on, shown above the reason (member, amount, account...). */
  summary?: ReactNode;
  /** What the staff member chooses besides the reason (the new status), as form items. */
  fields?: ReactNode;
  reasonLabel?: string;
  reasonRequired: boolean;
  okText: string;
  danger?: boolean;
  /** The second question, once the form is filled: "Credit 100.00 RMB to alice?". */
  confirm: (values: Record<string, string>) => { title: string; content?: ReactNode };
  /** The call; the modal closes only after it answered success. */
  submit: (values: Record<string, string>) => Promise<unknown>;
  /** After the server answered success: say what happened. */
  onDone?: (values: Record<string, string>) => void;
}

/**
 * How every destructive or money action is taken: a reason (required unless the action's call makes
 * it optional), then a confirmation naming exactly what will happen, then the call. The buttons wait
 * for the server; nothing changes on screen until it answered, and a refusal keeps the form open
 * with the server's message.
 */
export function DecisionModal({
  decision,
  open,
  onClose,
}: {
  decision: Decision | null;
  open: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  const [form] = Form.useForm<Record<string, string>>();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const close = () => {
    form.resetFields();
    setError(null);
    onClose();
  };

  const proceed = async () => {
    if (!decision) return;
    // An invalid form shows its own messages under the fields; nothing else to do.
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    const question = decision.confirm(values);
    modal.confirm({
      title: question.title,
      content: question.content,
      okText: t('common.confirm'),
      cancelText: t('common.cancel'),
      okButtonProps: { danger: decision.danger },
      onOk: async () => {
        setBusy(true);
        setError(null);
        try {
          await decision.submit(values);
          decision.onDone?.(values);
          close();
        } catch (e) {
          setError((e as Error).message);
        } finally {
          setBusy(false);
        }
      },
    });
  };

  return (
    <Modal
      open={open}
      title={decision?.title}
      okText={decision?.okText}
      cancelText={t('common.cancel')}
      okButtonProps={{ danger: decision?.danger, loading: busy }}
      onOk={() => void proceed()}
      onCancel={close}
      destroyOnHidden
      maskClosable={false}
      width={560}
    >
      {decision?.summary}
      {error && (
        <Alert
          type="error"
          showIcon
          title={t('common.actionFailed', { message: error })}
          style={{ marginBottom: 16 }}
        />
      )}
      <Form form={form} layout="vertical" requiredMark preserve={false} name="decision">
        {decision?.fields}
        <ReasonField required={decision?.reasonRequired ?? false} label={decision?.reasonLabel} rows={3} />
      </Form>
    </Modal>
  );
}
