import type { AreaTexts } from '../../i18n/area-texts';

/** The site widgets area: model settings (ads, sponsors, login pictures), float items, register background. */
export const siteWidgetsTexts: AreaTexts = {
  en_US: {
    // What refine asks by resource name (`<resource>.<resource>`, page titles), at the catalog's top.
    root: {
      'site-models': { 'site-models': 'Model settings' },
      'float-items': { 'float-items': 'Float items' },
      documentTitle: {
        'site-models': { list: 'Model settings' },
        'float-items': { list: 'Float items' },
      },
    },
    menu: { models: 'Model settings', floats: 'Float items' },
    position: { left: 'Left side', right: 'Right side' },
    kinds: { setting: 'Template ads', sponsor: 'Sponsors', login: 'Login pictures' },
    everyTemplate: 'Every template',
    fields: {
      kind: 'Kind',
      position: 'Side',
      language: 'Language',
      template: 'Template',
      story: 'Sponsor story',
    },
    help: {
      language: 'Members reading the site in this language see it; add one item per language.',
      template: 'Empty: shown with every template. Otherwise only with this one (pc, H5_1…).',
      story: 'Shown under the picture on the sponsor page. Scripts and unsafe markup are removed on save.',
      titleRequired: 'Enter a title',
      floatTitle: "Shown as the picture's alternative text and in this list.",
      floatPicture: 'PNG, JPEG or WebP, at most 2 MB; square pictures (e.g. 200×200) look best.',
    },
    models: {
      title: 'Model settings',
      subtitle:
        "The site's template ads, its sponsor page and the pictures beside the login form, per language. Open pages refresh when you save.",
      new: 'New item',
      newOf: 'New item · {{kind}}',
      editTitle: 'Edit {{kind}} #{{id}}',
    },
    floats: {
      title: 'Float items',
      subtitle: 'Small pictures pinned to the side of every member page (customer service, app download…).',
      new: 'New float item',
      editTitle: 'Edit float item #{{id}}',
    },
  },
  zh_CN: {
    root: {
      'site-models': { 'site-models': '模板配置' },
      'float-items': { 'float-items': '浮动图标' },
      documentTitle: {
        'site-models': { list: '模板配置' },
        'float-items': { list: '浮动图标' },
      },
    },
    menu: { models: '模板配置', floats: '浮动图标' },
    position: { left: '左侧', right: '右侧' },
    kinds: { setting: '模板广告', sponsor: '赞助商', login: '登录页图片' },
    everyTemplate: '全部模板',
    fields: {
      kind: '类型',
      position: '位置',
      language: '语言',
      template: '模板',
      story: '赞助介绍',
    },
    help: {
      language: '仅对使用该语言的会员展示；每种语言需单独添加一条。',
      template: '留空则所有模板都展示；填写则只在该模板下展示（如 pc、H5_1）。',
      story: '显示在赞助商页面的图片下方。保存时会自动清除脚本等不安全内容。',
      titleRequired: '请填写标题',
      floatTitle: '用作图片的替代文字，并显示在列表中。',
      floatPicture: '支持 PNG、JPEG、WebP，不超过 2 MB；建议使用方形图片（如 200×200）。',
    },
    models: {
      title: '模板配置',
      subtitle: '站点的模板广告、赞助商页面和登录框旁的图片，按语言分别设置。保存后已打开的页面会自动刷新。',
      new: '新增',
      newOf: '新增{{kind}}',
      editTitle: '编辑{{kind}} #{{id}}',
    },
    floats: {
      title: '浮动图标',
      subtitle: '固定在会员端每个页面两侧的小图标（如在线客服、APP 下载）。',
      new: '新增浮动图标',
      editTitle: '编辑浮动图标 #{{id}}',
    },
  },
};
