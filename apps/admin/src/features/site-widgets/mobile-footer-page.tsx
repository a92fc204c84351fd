import { PlusOutlined, ReloadOutlined } from '@ant-design/icons';
import {
  AdminMobileFooterList,
  AdminMobileFooterReset,
  AdminMobileFooterSave,
  MOBILE_FOOTER_KINDS,
  MOBILE_TEMPLATES,
  type MobileFooterKind,
} from '@arks/contracts';
import { useGetIdentity } from '@refinedev/core';
import { App, Button, Card, Input, Select, Space, Spin, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { AdminData } from '../../api/admin-client';
import { canCall } from '../../api/roles';
import type { StaffProfile } from '../../api/staff-session';
import { useAdminQuery } from '../../api/use-admin';
import { type AdminSite, useOneSite } from '../../app/site-scope';
import { DecisionModal, type Decision } from '../../components/decision-modal';
import { PageBody, PageHeader } from '../../layout/page-header';
import { useContentWrite } from '../../components/content/content-api';
import { ChooseSite } from '../../components/content/content-page';
import { MemberHeader, MemberPreview } from '../../components/content/member-preview';
import { DiscardSave, EditorError, filledCount, LanguagePicker, moved, RowButtons } from './editor-parts';
import { TabIcon } from './tab-icons';
import './site-widgets.css';

type Stored = AdminData<typeof AdminMobileFooterList>;
interface DraftTab {
  key: number;
  kind: MobileFooterKind;
  titles: Record<string, string>;
  url: string;
}
let nextKey = 1;
const payloadOf = (tabs: DraftTab[]) =>
  tabs.map((tab) => ({
    kind: tab.kind,
    titles: Object.fromEntries(Object.entries(tab.titles).filter(([, v]) => v.trim())),
    url: tab.kind === 'link' ? tab.url.trim() : '',
  }));

export function MobileFooterPage() {
  const site = useOneSite();
  return site ? (
    <SiteMobileFooter site={site} key={site.id} />
  ) : (
    <ChooseSite kind="mobileFooter" area="siteWidgets" />
  );
}

function SiteMobileFooter({ site }: { site: AdminSite }) {
  const [params, setParams] = useSearchParams();
  const template = (MOBILE_TEMPLATES as readonly string[]).includes(params.get('template') ?? '')
    ? params.get('template')!
    : 'H5_1';
  const { data } = useAdminQuery(AdminMobileFooterList, { site_id: site.id, template });
  return (
    <TabBarEditor
      site={site}
      template={template}
      onTemplate={(v) =>
        setParams((p) => {
          p.set('template', v);
          return p;
        })
      }
      stored={data}
      key={`${template}:${JSON.stringify(data ?? null)}`}
    />
  );
}

function TabBarEditor(props: {
  site: AdminSite;
  template: string;
  onTemplate: (template: string) => void;
  stored: Stored | undefined;
}) {
  const { site, template, stored } = props;
  const { t } = useTranslation();
  const { message } = App.useApp();
  const { data: staff } = useGetIdentity<StaffProfile>();
  const mayWrite = canCall(staff?.role, AdminMobileFooterSave);
  const save = useContentWrite(AdminMobileFooterSave, [AdminMobileFooterList]);
  const reset = useContentWrite(AdminMobileFooterReset, [AdminMobileFooterList]);
  const [initial] = useState<DraftTab[]>(() =>
    (stored?.items ?? []).map((i) => ({ key: nextKey++, kind: i.kind, titles: { ...i.titles }, url: i.url })),
  );
  const [tabs, setTabs] = useState(initial);
  const [language, setLanguage] = useState(site.default_language || site.languages[0] || 'en_US');
  const [decision, setDecision] = useState<Decision | null>(null);
  const [error, setError] = useState<string | null>(null);
  const changed = JSON.stringify(payloadOf(tabs)) !== JSON.stringify(payloadOf(initial));
  const kindLabel = (k: string) => t(`siteWidgets.mobileFooter.kinds.${k}`);
  const setTab = (key: number, change: (tab: DraftTab) => DraftTab) =>
    setTabs((list) => list.map((tab) => (tab.key === key ? change(tab) : tab)));

  const submit = async () => {
    setError(null);
    try {
      await save.run({ site_id: site.id, template, items: payloadOf(tabs) });
      void message.success(t('siteWidgets.mobileFooter.saved'));
    } catch (e) {
      setError((e as Error).message);
    }
  };
  const askReset = () =>
    setDecision({
      title: `${t('siteWidgets.mobileFooter.reset')} · ${template}`,
      reasonLabel: t('siteWidgets.editor.reason'),
      reasonRequired: true,
      okText: t('siteWidgets.mobileFooter.reset'),
      danger: true,
      confirm: () => ({
        title: t('siteWidgets.mobileFooter.resetTitle', { template }),
        content: t('siteWidgets.mobileFooter.resetConfirm'),
      }),
      submit: (values) => reset.run({ site_id: site.id, template, reason: values.reason ?? '' }),
      onDone: () => void message.success(t('siteWidgets.mobileFooter.resetDone')),
    });

  return (
    <>
      <PageHeader
        title={t('siteWidgets.mobileFooter.title')}
        subtitle={t('siteWidgets.mobileFooter.subtitle')}
        crumbs={[{ title: t('menu.content') }, { title: t('siteWidgets.menu.mobileFooter') }]}
        tags={
          stored ? (
            <>
              <Tag color={stored.saved ? 'blue' : 'default'}>
                {t(`siteWidgets.mobileFooter.${stored.saved ? 'own' : 'default'}`)}
              </Tag>
              {changed ? <Tag color="orange">{t('siteWidgets.editor.unsaved')}</Tag> : null}
            </>
          ) : null
        }
        extra={
          mayWrite ? (
            <>
              <Button
                danger
                icon={<ReloadOutlined />}
                disabled={!stored?.saved}
                onClick={askReset}
                data-testid="mobile-footer-reset"
              >
                {t('siteWidgets.mobileFooter.reset')}
              </Button>
              <DiscardSave
                changed={changed}
                saving={save.pending}
                onDiscard={() => setTabs(initial)}
                onSave={() => void submit()}
                saveTestId="mobile-footer-save"
              />
            </>
          ) : null
        }
      />
      <PageBody>
        <Space direction="vertical" size="middle" style={{ width: '100%' }}>
          <EditorError error={error} onClose={() => setError(null)} />
          <Card size="small">
            <Space wrap size="large">
              <Space>
                <Typography.Text type="secondary">{t('siteWidgets.fields.template')}</Typography.Text>
                <Select
                  value={template}
                  style={{ width: 200 }}
                  data-testid="mobile-footer-template"
                  options={MOBILE_TEMPLATES.map((v) => ({ value: v, label: v }))}
                  onChange={props.onTemplate}
                />
              </Space>
              <LanguagePicker languages={site.languages} value={language} onChange={setLanguage} />
            </Space>
            <Typography.Paragraph type="secondary" style={{ margin: '8px 0 0' }}>
              {t('siteWidgets.mobileFooter.help')}
            </Typography.Paragraph>
          </Card>
          {!stored ? (
            <Spin style={{ display: 'block', margin: 40 }} />
          ) : (
            <div className="widget-split">
              <Card size="small" title={t('siteWidgets.mobileFooter.tabs', { count: tabs.length })}>
                <div className="widget-items">
                  {tabs.map((tab, i) => (
                    <div key={tab.key} className="widget-item" data-testid={`tab-row-${i}`}>
                      <span className="widget-tab-icon">
                        <TabIcon kind={tab.kind} />
                      </span>
                      <div className="widget-item-fields widget-item-fields-row">
                        <Select
                          value={tab.kind}
                          style={{ width: 170 }}
                          disabled={!mayWrite}
                          aria-label={t('siteWidgets.fields.kind')}
                          data-testid="tab-kind"
                          options={MOBILE_FOOTER_KINDS.map((k) => ({ value: k, label: kindLabel(k) }))}
                          onChange={(k: MobileFooterKind) => setTab(tab.key, (x) => ({ ...x, kind: k }))}
                        />
                        <Input
                          value={tab.titles[language] ?? ''}
                          maxLength={20}
                          disabled={!mayWrite}
                          placeholder={t('siteWidgets.mobileFooter.labelPlaceholder', {
                            label: kindLabel(tab.kind),
                          })}
                          aria-label={t('siteWidgets.mobileFooter.label')}
                          data-testid="tab-label"
                          suffix={
                            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                              {filledCount(tab.titles, site.languages)}/{site.languages.length}
                            </Typography.Text>
                          }
                          onChange={(e) =>
                            setTab(tab.key, (x) => ({
                              ...x,
                              titles: { ...x.titles, [language]: e.target.value },
                            }))
                          }
                        />
                        {tab.kind === 'link' ? (
                          <Input
                            value={tab.url}
                            maxLength={500}
                            disabled={!mayWrite}
                            placeholder="https://… /discount/2"
                            aria-label={t('content.fields.link')}
                            data-testid="tab-url"
                            onChange={(e) => setTab(tab.key, (x) => ({ ...x, url: e.target.value }))}
                          />
                        ) : null}
                      </div>
                      {mayWrite ? (
                        <RowButtons
                          index={i}
                          count={tabs.length}
                          testId={`tab-${i}`}
                          removeDisabled={tabs.length <= 2}
                          onMove={(by) => setTabs((list) => moved(list, i, by))}
                          onRemove={() => setTabs((list) => list.filter((x) => x.key !== tab.key))}
                        />
                      ) : null}
                    </div>
                  ))}
                  {mayWrite ? (
                    <Button
                      size="small"
                      type="dashed"
                      icon={<PlusOutlined />}
                      disabled={tabs.length >= 5}
                      data-testid="tab-add"
                      onClick={() =>
                        setTabs((list) => [
                          ...list,
                          { key: nextKey++, kind: 'link', titles: {}, url: 'https://' },
                        ])
                      }
                    >
                      {t('siteWidgets.mobileFooter.add')}
                    </Button>
                  ) : null}
                  <Typography.Text type="secondary">{t('siteWidgets.mobileFooter.limits')}</Typography.Text>
                </div>
              </Card>
              <MemberPreview
                language={language}
                languages={[]}
                onLanguage={setLanguage}
                devices={['phone']}
                note={t('siteWidgets.editor.previewNote')}
                scale={{ phone: 0.78 }}
                heights={{ phone: 560 }}
                render={() => (
                  <TabBarPreview
                    tabs={tabs}
                    label={(tab) => tab.titles[language]?.trim() || kindLabel(tab.kind)}
                  />
                )}
              />
            </div>
          )}
        </Space>
      </PageBody>
      <DecisionModal decision={decision} open={decision !== null} onClose={() => setDecision(null)} />
    </>
  );
}

/** A phone page with the tab bar fixed along its bottom, the deposit tab raised (mobile-tab-bar.tsx). */
function TabBarPreview(props: { tabs: DraftTab[]; label: (tab: DraftTab) => string }) {
  return (
    <div className="member-tab-page">
      <MemberHeader device="phone" />
      <div className="member-tab-content">
        <span />
        <span />
        <span />
      </div>
      <nav className="member-tab-bar" data-testid="preview-tab-bar">
        {props.tabs.map((tab) => (
          <span
            key={tab.key}
            className={tab.kind === 'deposit' ? 'member-tab member-tab-deposit' : 'member-tab'}
          >
            <i>
              <TabIcon kind={tab.kind} />
            </i>
            {props.label(tab)}
          </span>
        ))}
      </nav>
    </div>
  );
}
