/** appPage shows a single part of the page (spec §2), used by native apps that embed pieces of the site. */
export type AppPage = 'header' | 'content' | 'footer';

export interface DisplayFlags {
  /** header=false hides the mobile header. */
  showMobileHeader: boolean;
  /** footer=false hides the mobile footer. */
  showMobileFooter: boolean;
  appPage: AppPage | null;
}

/** Values handed over by native apps and ad campaigns; query-token login (a later issue) reads them from here. */
export interface EntryParams {
  tk: string | null;
  member_account: string | null;
  member_currency: string | null;
  member_id: string | null;
  member_type: string | null;
  enc: string | null;
  fbclid: string | null;
  pwa: string | null;
}

export interface PageQuery {
  display: DisplayFlags;
  entry: EntryParams;
}

const APP_PAGES: readonly AppPage[] = ['header', 'content', 'footer'];

/** Spec §2 query parameters read on any page. */
export function parsePageQuery(search: string): PageQuery {
  const params = new URLSearchParams(search);
  const get = (name: string) => {
    const value = params.get(name);
    return value === null || value === '' ? null : value;
  };
  const appPage = get('appPage');
  return {
    display: {
      showMobileHeader: get('header') !== 'false',
      showMobileFooter: get('footer') !== 'false',
      appPage: APP_PAGES.includes(appPage as AppPage) ? (appPage as AppPage) : null,
    },
    entry: {
      tk: get('tk'),
      member_account: get('member_account'),
      member_currency: get('member_currency'),
      member_id: get('member_id'),
      member_type: get('member_type'),
      enc: get('enc'),
      fbclid: get('fbclid'),
      pwa: get('pwa'),
    },
  };
}

/** Spec §4: token login needs tk, member_account, member_currency and member_id together. */
export function hasQueryTokenLogin(entry: EntryParams): boolean {
  return Boolean(entry.tk && entry.member_account && entry.member_currency && entry.member_id);
}

/** Which parts of the frame to draw, combining the layout with the display flags. */
export function visibleParts(display: DisplayFlags, mode: 'desktop' | 'mobile') {
  if (display.appPage) {
    return {
      header: display.appPage === 'header',
      content: display.appPage === 'content',
      footer: display.appPage === 'footer',
    };
  }
  return {
    header: mode === 'desktop' || display.showMobileHeader,
    content: true,
    footer: mode === 'desktop' || display.showMobileFooter,
  };
}
