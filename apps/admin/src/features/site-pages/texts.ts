import type { AreaTexts } from '../../i18n/area-texts';

/** The site pages area's texts (`sitePages.*`): staff-facing, English and mainland Chinese. */
export const sitePagesTexts: AreaTexts = {
  en_US: {
    root: {
      'info-pages': { 'info-pages': 'Info pages' },
      documentTitle: { 'info-pages': { list: 'Info pages' } },
    },
    menu: { info: 'Info pages' },
    kinds: { discount: 'Promotions', faq: 'FAQ', main: 'Site pages' },
    fields: {
      kind: 'Kind',
      number: 'Page number',
      address: 'Member address',
      summary: 'Summary',
      cover: 'Cover picture',
    },
    info: {
      title: 'Info pages',
      subtitle: 'Promotion, FAQ and site pages (about us, terms) that footer links and menus open.',
      new: 'New page',
      editTitle: 'Edit page {{address}}',
      preview: 'Preview',
      previewWhat: 'pages of this kind',
      removeConfirm: 'Members following a link to this page will see "not found". This cannot be undone.',
      titleRequired: 'Write a title in at least one language.',
      bodyRequired: 'Write the content in at least one language.',
      numberTaken: 'Another page of this kind already uses number {{number}}.',
      numberHelp: 'Its address on the member site; footer links to {{kind}} use this number.',
      coverHelp: 'Promotions only: shown above the title and in the promotion list. Optional.',
    },
  },
  zh_CN: {
    root: {
      'info-pages': { 'info-pages': '信息页面' },
      documentTitle: { 'info-pages': { list: '信息页面' } },
    },
    menu: { info: '信息页面' },
    kinds: { discount: '优惠活动', faq: '常见问题', main: '站点页面' },
    fields: {
      kind: '类型',
      number: '页面编号',
      address: '会员端地址',
      summary: '摘要',
      cover: '封面图',
    },
    info: {
      title: '信息页面',
      subtitle: '优惠活动、常见问题和站点页面（关于我们、条款等），供页脚链接和菜单打开。',
      new: '新建页面',
      editTitle: '编辑页面 {{address}}',
      preview: '预览',
      previewWhat: '该类型的页面',
      removeConfirm: '会员打开指向此页面的链接时将显示“页面不存在”，删除后无法恢复。',
      titleRequired: '请至少填写一种语言的标题。',
      bodyRequired: '请至少填写一种语言的内容。',
      numberTaken: '该类型下编号 {{number}} 已被其他页面使用。',
      numberHelp: '即会员端地址中的编号，页脚中指向{{kind}}的链接使用此编号。',
      coverHelp: '仅用于优惠活动：显示在标题上方及优惠列表中，可不填。',
    },
  },
};
