import { PlusOutlined } from '@ant-design/icons';
import {
  AdminFooterList,
  AdminFooterSave,
  AdminInfoPageList,
  FOOTER_PAGE_LINK,
  FOOTER_SECTIONS,
  type FooterSection,
} from '@arks/contracts';
import { useGetIdentity } from '@refinedev/core';
import { App, Button, Card, Empty, Input, Select, Space, Spin, Tag, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminData } from '../../api/admin-client';
import { canCall } from '../../api/roles';
import type { StaffProfile } from '../../api/staff-session';
import { type AdminSite, useOneSite } from '../../app/site-scope';
import { DecisionModal, type Decision } from '../../components/decision-modal';
import { PageBody, PageHeader } from '../../layout/page-header';
import { useContentWrite, useSiteContent } from '../../components/content/content-api';
import { ChooseSite } from '../../components/content/content-page';
import { MemberPreview } from '../../components/content/member-preview';
import { DiscardSave, EditorError, filledCount, LanguagePicker, moved, RowButtons } from './editor-parts';
import './site-widgets.css';

type Stored = AdminData<typeof AdminFooterList>['sections'][number];
interface DraftItem {
  key: number;
  titles: Record<string, string>;
  url: string;
}
interface DraftSection {
  key: number;
  section: FooterSection;
  titles: Record<string, string>;
  items: DraftItem[];
}

let nextKey = 1;
const draftOf = (sections: Stored[]): DraftSection[] =>
  sections.map((s) => ({
    key: nextKey++,
    section: s.section as FooterSection,
    titles: { ...s.titles },
    items: s.items.map((i) => ({ key: nextKey++, titles: { ...i.titles }, url: i.url })),
  }));
/** What a save sends (and what "changed" compares): order is the position. */
const payloadOf = (draft: DraftSection[]) =>
  draft.map((s, si) => ({
    section: s.section,
    titles: s.titles,
    sort: si,
    items: s.items.map((i, ii) => ({ titles: i.titles, url: i.url.trim(), sort: ii })),
  }));

export function FooterPage() {
  const site = useOneSite();
  return site ? <SiteFooter site={site} key={site.id} /> : <ChooseSite kind="footer" area="siteWidgets" />;
}

function SiteFooter({ site }: { site: AdminSite }) {
  const { data } = useSiteContent(AdminFooterList, site.id);
  if (!data) return <Spin style={{ display: 'block', margin: 80 }} />;
  // A fresh editor per saved version: after a save it starts again from what the server stored.
  return <FooterEditor site={site} stored={data.sections} key={JSON.stringify(data.sections)} />;
}

function FooterEditor({ site, stored }: { site: AdminSite; stored: Stored[] }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const { data: staff } = useGetIdentity<StaffProfile>();
  const mayWrite = canCall(staff?.role, AdminFooterSave);
  const save = useContentWrite(AdminFooterSave, [AdminFooterList]);
  const pages = useSiteContent(AdminInfoPageList, site.id).data?.list;
  const [initial] = useState(() => draftOf(stored));
  const [draft, setDraft] = useState<DraftSection[]>(initial);
  const [reasons, setReasons] = useState<string[]>([]);
  const [decision, setDecision] = useState<Decision | null>(null);
  const [language, setLanguage] = useState(site.default_language || site.languages[0] || 'en_US');
  const [error, setError] = useState<string | null>(null);
  const changed = JSON.stringify(payloadOf(draft)) !== JSON.stringify(payloadOf(initial));
  const unused = FOOTER_SECTIONS.filter((k) => !draft.some((s) => s.section === k));
  const kindLabel = (k: string) => t(`siteWidgets.footer.sections.${k}`);

  const pageTitle = (titles: Record<string, string>) =>
    titles[language] || titles[site.default_language] || Object.values(titles)[0] || '';
  const linkOptions = useMemo(
    () =>
      (['main', 'faq'] as const).map((kind) => ({
        label: t(`siteWidgets.footer.pages.${kind}`),
        options: (pages ?? [])
          .filter((p) => p.kind === kind)
          .map((p) => ({
            value: `${kind}/${p.number}`,
            label: `${kind}/${p.number} · ${pageTitle(p.titles)}`,
          })),
      })),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- titles follow the chosen language
    [pages, language, t],
  );

  const setSection = (key: number, change: (s: DraftSection) => DraftSection) =>
    setDraft((d) => d.map((s) => (s.key === key ? change(s) : s)));
  const setItem = (sectionKey: number, itemKey: number, change: (i: DraftItem) => DraftItem) =>
    setSection(sectionKey, (s) => ({ ...s, items: s.items.map((i) => (i.key === itemKey ? change(i) : i)) }));

  const askRemove = (what: string, remove: () => void) =>
    setDecision({
      title: `${t('content.remove')} · ${what}`,
      reasonLabel: t('content.removeReason'),
      reasonRequired: true,
      okText: t('content.remove'),
      danger: true,
      confirm: () => ({
        title: t('siteWidgets.footer.removeTitle', { what }),
        content: t('siteWidgets.footer.removeConfirm'),
      }),
      submit: async (values) => {
        remove();
        setReasons((r) => [...r, `${what}: ${values.reason}`]);
      },
    });

  const submit = async () => {
    setError(null);
    try {
      await save.run({
        site_id: site.id,
        sections: payloadOf(draft),
        ...(reasons.length ? { reason: reasons.join('; ').slice(0, 500) } : {}),
      });
      void message.success(t('siteWidgets.footer.saved'));
    } catch (e) {
      setError((e as Error).message);
    }
  };

  return (
    <>
      <PageHeader
        title={t('siteWidgets.footer.title')}
        subtitle={t('siteWidgets.footer.subtitle')}
        crumbs={[{ title: t('menu.content') }, { title: t('siteWidgets.menu.footer') }]}
        tags={changed ? <Tag color="orange">{t('siteWidgets.editor.unsaved')}</Tag> : null}
        extra={
          mayWrite ? (
            <>
              <DiscardSave
                changed={changed}
                saving={save.pending}
                onDiscard={() => {
                  setDraft(initial);
                  setReasons([]);
                  setError(null);
                }}
                onSave={() => void submit()}
                saveTestId="footer-save"
              />
            </>
          ) : null
        }
      />
      <PageBody>
        <Space direction="vertical" size="middle" style={{ width: '100%' }}>
          <EditorError error={error} onClose={() => setError(null)} />
          <Card size="small">
            <LanguagePicker languages={site.languages} value={language} onChange={setLanguage} />
            <Typography.Paragraph type="secondary" style={{ margin: '8px 0 0' }}>
              {t('siteWidgets.footer.languageHelp')}
            </Typography.Paragraph>
          </Card>
          <MemberPreview
            language={language}
            languages={[]}
            onLanguage={setLanguage}
            devices={['desktop']}
            scale={{ desktop: 0.8 }}
            note={t('siteWidgets.editor.previewNote')}
            heights={{ desktop: 440 }}
            render={() => (
              <FooterPreview draft={draft} language={language} site={site} kindLabel={kindLabel} />
            )}
          />
          <div className="widget-editor-grid">
            {draft.map((s, si) => (
              <Card
                key={s.key}
                size="small"
                data-testid={`footer-section-${s.section}`}
                title={
                  <Space>
                    <Typography.Text type="secondary">#{si + 1}</Typography.Text>
                    <Select
                      size="small"
                      value={s.section}
                      style={{ width: 180 }}
                      disabled={!mayWrite}
                      aria-label={t('siteWidgets.footer.kind')}
                      options={[s.section, ...unused].map((k) => ({ value: k, label: kindLabel(k) }))}
                      onChange={(k) => setSection(s.key, (x) => ({ ...x, section: k }))}
                    />
                  </Space>
                }
                extra={
                  mayWrite ? (
                    <RowButtons
                      index={si}
                      count={draft.length}
                      testId={`section-${s.section}`}
                      onMove={(by) => setDraft((d) => moved(d, si, by))}
                      onRemove={() =>
                        askRemove(kindLabel(s.section), () =>
                          setDraft((d) => d.filter((x) => x.key !== s.key)),
                        )
                      }
                    />
                  ) : null
                }
              >
                <Input
                  addonBefore={t('siteWidgets.footer.heading')}
                  value={s.titles[language] ?? ''}
                  placeholder={t('siteWidgets.footer.headingPlaceholder', { label: kindLabel(s.section) })}
                  maxLength={60}
                  disabled={!mayWrite}
                  data-testid={`section-${s.section}-title`}
                  onChange={(e) =>
                    setSection(s.key, (x) => ({ ...x, titles: { ...x.titles, [language]: e.target.value } }))
                  }
                />
                <div className="widget-items">
                  {s.items.length === 0 ? (
                    <Typography.Text type="secondary">{t('siteWidgets.footer.noItems')}</Typography.Text>
                  ) : null}
                  {s.items.map((item, ii) => {
                    const outer = !FOOTER_PAGE_LINK.test(item.url);
                    const filled = filledCount(item.titles, site.languages);
                    return (
                      <div
                        key={item.key}
                        className="widget-item"
                        data-testid={`footer-item-${s.section}-${ii}`}
                      >
                        <div className="widget-item-fields">
                          <Input
                            value={item.titles[language] ?? ''}
                            placeholder={t('siteWidgets.footer.itemTitle')}
                            maxLength={100}
                            disabled={!mayWrite}
                            aria-label={t('siteWidgets.footer.itemTitle')}
                            data-testid="footer-item-title"
                            suffix={
                              <Typography.Text
                                type={filled === site.languages.length ? 'secondary' : 'warning'}
                                style={{ fontSize: 12 }}
                              >
                                {filled}/{site.languages.length}
                              </Typography.Text>
                            }
                            onChange={(e) =>
                              setItem(s.key, item.key, (x) => ({
                                ...x,
                                titles: { ...x.titles, [language]: e.target.value },
                              }))
                            }
                          />
                          <Space.Compact style={{ width: '100%' }}>
                            <Select
                              value={outer ? 'outer' : item.url}
                              style={{ width: outer ? 170 : '100%' }}
                              disabled={!mayWrite}
                              aria-label={t('siteWidgets.footer.link')}
                              data-testid="footer-item-link"
                              showSearch
                              optionFilterProp="label"
                              options={[
                                { value: 'outer', label: t('siteWidgets.footer.outer') },
                                ...linkOptions,
                              ]}
                              onChange={(v: string) =>
                                setItem(s.key, item.key, (x) => ({
                                  ...x,
                                  url: v === 'outer' ? 'https://' : v,
                                }))
                              }
                            />
                            {outer ? (
                              <Input
                                value={item.url}
                                maxLength={500}
                                disabled={!mayWrite}
                                placeholder="https://"
                                aria-label={t('siteWidgets.footer.outer')}
                                data-testid="footer-item-url"
                                onChange={(e) =>
                                  setItem(s.key, item.key, (x) => ({ ...x, url: e.target.value }))
                                }
                              />
                            ) : null}
                          </Space.Compact>
                        </div>
                        {mayWrite ? (
                          <RowButtons
                            index={ii}
                            count={s.items.length}
                            testId={`item-${s.section}-${ii}`}
                            onMove={(by) =>
                              setSection(s.key, (x) => ({ ...x, items: moved(x.items, ii, by) }))
                            }
                            onRemove={() =>
                              askRemove(pageTitle(item.titles) || item.url, () =>
                                setSection(s.key, (x) => ({
                                  ...x,
                                  items: x.items.filter((i) => i.key !== item.key),
                                })),
                              )
                            }
                          />
                        ) : null}
                      </div>
                    );
                  })}
                  {mayWrite ? (
                    <Button
                      size="small"
                      type="dashed"
                      icon={<PlusOutlined />}
                      disabled={s.items.length >= 30}
                      data-testid={`section-${s.section}-add-item`}
                      onClick={() =>
                        setSection(s.key, (x) => ({
                          ...x,
                          items: [
                            ...x.items,
                            {
                              key: nextKey++,
                              titles: {},
                              url: linkOptions[0]?.options[0]?.value ?? 'https://',
                            },
                          ],
                        }))
                      }
                    >
                      {t('siteWidgets.footer.addItem')}
                    </Button>
                  ) : null}
                </div>
              </Card>
            ))}
          </div>
          {draft.length === 0 ? <Empty description={t('siteWidgets.footer.empty')} /> : null}
          {mayWrite && unused.length ? (
            <Space>
              <Select
                placeholder={t('siteWidgets.footer.addSection')}
                style={{ width: 240 }}
                value={null}
                data-testid="footer-add-section"
                options={unused.map((k) => ({ value: k, label: kindLabel(k) }))}
                onChange={(k: FooterSection) =>
                  setDraft((d) => [...d, { key: nextKey++, section: k, titles: {}, items: [] }])
                }
              />
            </Space>
          ) : null}
        </Space>
      </PageBody>
      <DecisionModal decision={decision} open={decision !== null} onClose={() => setDecision(null)} />
    </>
  );
}

/** The member site's desktop footer (site-footer.tsx): a heading and links per section, then the 18+ line. */
function FooterPreview(props: {
  draft: DraftSection[];
  language: string;
  site: AdminSite;
  kindLabel: (k: string) => string;
}) {
  const { t } = useTranslation();
  const { language, site } = props;
  // As the server answers: the reader's language, else en_US, else any language present.
  const pick = (titles: Record<string, string>) =>
    titles[language] || titles.en_US || Object.values(titles).find((v) => v) || '';
  return (
    <div className="member-footer-page">
      <div className="member-footer-body" />
      <footer className="member-footer" data-testid="preview-footer">
        <div className="member-footer-grid">
          {props.draft.map((s) => (
            <section key={s.key}>
              <h2>{pick(s.titles) || props.kindLabel(s.section)}</h2>
              <ul>
                {s.items.map((i) => (
                  <li key={i.key}>
                    {pick(i.titles)}
                    {FOOTER_PAGE_LINK.test(i.url) ? null : <span className="member-footer-outer"> ↗</span>}
                  </li>
                ))}
              </ul>
            </section>
          ))}
        </div>
        <div className="member-footer-bottom">
          <span>
            <b>18+</b> {t('siteWidgets.footer.responsible')}
          </span>
          <span>© {site.title_en || site.name}</span>
        </div>
      </footer>
    </div>
  );
}
