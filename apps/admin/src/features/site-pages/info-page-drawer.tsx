import { AdminInfoPageList, AdminInfoPageSave, type InfoPageKind } from '@arks/contracts';
import { App, Button, Drawer, Form, Input, InputNumber } from 'antd';
import { useTranslation } from 'react-i18next';
import type { AdminSite } from '../../app/site-scope';
import { useContentWrite } from '../../components/content/content-api';
import { ImageField } from '../../components/image-field';
import { RichTextEditor } from '../../components/content/rich-text';
import {
  AudienceFields,
  LanguageTabs,
  ScheduleFields,
  windowInput,
  windowValue,
  type Window,
} from '../../components/content/shared-fields';
import { infoPageInput, memberAddress, missingText, nextNumber, type InfoPageForm } from './info-page-logic';
import type { InfoPageRow } from './info-pages-page';

type DrawerForm = Omit<InfoPageForm, 'start_at' | 'end_at'> & { window: Window };

/** One page's texts per language of the site (title, summary, rich-text body), cover, audience and window. */
export function InfoPageDrawer(props: {
  site: AdminSite;
  kind: InfoPageKind;
  page: InfoPageRow | null;
  rows: InfoPageRow[];
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<DrawerForm>();
  const save = useContentWrite(AdminInfoPageSave, [AdminInfoPageList]);
  const p = props.page;
  const initial: Partial<DrawerForm> = p
    ? {
        kind: p.kind,
        number: p.number,
        titles: p.titles,
        summaries: p.summaries,
        bodies: p.bodies,
        cover_url: p.cover_url ?? '',
        currencies: p.currencies ?? [],
        sort: p.sort,
        active: p.active,
        window: windowValue(p),
      }
    : { kind: props.kind, number: nextNumber(props.rows, props.kind), titles: {}, summaries: {}, bodies: {} };

  const submit = async (v: DrawerForm) => {
    const { window, ...rest } = v;
    const input = infoPageInput(props.site.id, { ...rest, kind: initial.kind!, ...windowInput(window) });
    const missing = missingText(input);
    if (missing) return void message.error(t(`sitePages.info.${missing}Required`));
    // A number already used by another page of the kind would replace that page: refuse it here.
    const taken = props.rows.find(
      (r) => r.kind === input.kind && r.number === input.number && r.id !== p?.id,
    );
    if (taken) return void message.error(t('sitePages.info.numberTaken', { number: input.number }));
    try {
      await save.run(input);
      void message.success(t('content.saved'));
      props.onClose();
    } catch (error) {
      void message.error(t('common.actionFailed', { message: (error as Error).message }));
    }
  };

  return (
    <Drawer
      open
      width={720}
      title={
        p
          ? t('sitePages.info.editTitle', { address: memberAddress(p.kind, p.number) })
          : t('sitePages.info.new')
      }
      onClose={props.onClose}
      destroyOnHidden
      extra={
        <Button
          type="primary"
          loading={save.pending}
          onClick={() => form.submit()}
          data-testid="content-save"
        >
          {t('content.save')}
        </Button>
      }
    >
      <Form<DrawerForm> form={form} layout="vertical" initialValues={initial} onFinish={submit}>
        <Form.Item
          name="number"
          label={t('sitePages.fields.number')}
          extra={t('sitePages.info.numberHelp', { kind: t(`sitePages.kinds.${initial.kind}`) })}
          rules={[{ required: true }]}
        >
          <InputNumber
            min={1}
            max={1_000_000}
            precision={0}
            disabled={p !== null}
            data-testid="info-number"
          />
        </Form.Item>
        <LanguageTabs
          site={props.site}
          render={(language) => (
            <>
              <Form.Item name={['titles', language]} label={t('content.fields.title')}>
                <Input maxLength={200} data-testid={`info-title-${language}`} />
              </Form.Item>
              <Form.Item name={['summaries', language]} label={t('sitePages.fields.summary')}>
                <Input.TextArea rows={2} maxLength={500} showCount />
              </Form.Item>
              <Form.Item name={['bodies', language]} label={t('content.fields.body')}>
                <RichTextEditor label={`${t('content.fields.body')} ${language}`} />
              </Form.Item>
            </>
          )}
        />
        <Form.Item name="cover_url" label={t('sitePages.fields.cover')} extra={t('sitePages.info.coverHelp')}>
          <ImageField />
        </Form.Item>
        <AudienceFields site={props.site} />
        <ScheduleFields />
      </Form>
    </Drawer>
  );
}
