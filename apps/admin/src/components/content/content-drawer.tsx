import type { AdminCallContract } from '@arks/contracts';
import { App, Button, Drawer, Form, Input, Radio, type FormInstance } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminInput } from '../../api/admin-client';
import { useContentWrite } from './content-api';
import { ImageField } from '../image-field';
import type { Scheduled } from './live-content';
import { windowInput, windowValue, type Window } from './shared-fields';

/**
 * Saving one content row from its drawer: the server's answer first, then a note and the drawer
 * closes; a refusal is shown and the drawer stays open with what staff typed.
 */
export function useContentSave<C extends AdminCallContract>(
  contract: C,
  list: AdminCallContract,
  onClose: () => void,
) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const write = useContentWrite(contract, [list]);
  const run = async (input: AdminInput<C>) => {
    try {
      await write.run(input);
      void message.success(t('content.saved'));
      onClose();
    } catch (error) {
      void message.error(t('common.actionFailed', { message: (error as Error).message }));
    }
  };
  return { run, pending: write.pending };
}

/** The drawer a content row is written in: its form, and the save button above that submits it. */
export function ContentDrawer<F extends object>(props: {
  title: string;
  width: number;
  form: FormInstance<F>;
  initialValues: Partial<F>;
  onFinish: (values: F) => void | Promise<void>;
  pending: boolean;
  onClose: () => void;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Drawer
      open
      width={props.width}
      title={props.title}
      onClose={props.onClose}
      destroyOnHidden
      extra={
        <Button
          type="primary"
          loading={props.pending}
          onClick={() => props.form.submit()}
          data-testid="content-save"
        >
          {t('content.save')}
        </Button>
      }
    >
      <Form<F>
        form={props.form}
        layout="vertical"
        initialValues={props.initialValues}
        onFinish={(values) => void props.onFinish(values)}
      >
        {props.children}
      </Form>
    </Drawer>
  );
}

/** What `ScheduleFields` hold: the order, on or off, and the window. */
export interface ScheduledForm {
  sort: number;
  active: boolean;
  window: Window;
}

/** A saved row's schedule as the form holds it. */
export function scheduleValue(row: Scheduled): ScheduledForm {
  return { sort: row.sort, active: row.active, window: windowValue(row) };
}

/** The form's schedule as the save calls take it. */
export function scheduleInput(values: ScheduledForm) {
  return { sort: values.sort ?? 0, active: values.active, ...windowInput(values.window) };
}

/** The content's picture, uploaded in place; `help` says the size the member site draws it at. */
export function PictureField({ help }: { help: string }) {
  const { t } = useTranslation();
  return (
    <Form.Item
      name="image_url"
      label={t('content.fields.picture')}
      extra={help}
      rules={[{ required: true, message: t('common.upload.button') }]}
    >
      <ImageField />
    </Form.Item>
  );
}

/** Where a click on the content leads, and whether it opens there or in a new window. */
export function LinkFields() {
  const { t } = useTranslation();
  return (
    <>
      <Form.Item name="link" label={t('content.fields.link')} extra={t('content.help.link')}>
        <Input maxLength={500} />
      </Form.Item>
      <Form.Item name="link_method" label={t('content.fields.linkMethod')}>
        <Radio.Group options={[0, 1].map((v) => ({ value: v, label: t(`content.linkMethod.${v}`) }))} />
      </Form.Item>
    </>
  );
}
