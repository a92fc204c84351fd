/** Spec §2 user-centre menu (main: sub). BindAccount is reached from account info (/user/BindAccount). */
export const USER_MENU = [
  { group: 'account_info', pages: ['Info', 'BindAccount'] },
  { group: 'my_wallet', pages: ['MyWallet'] },
  { group: 'info_center', pages: ['Announcement', 'Letter'] },
  { group: 'fund_management', pages: ['Deposit', 'Withdrawal'] },
  { group: 'transaction_record', pages: ['Transaction', 'DWRecord'] },
  { group: 'recommend_award', pages: ['RecommendProject', 'RecommendRecord', 'RecommendMemberSearch'] },
] as const;

export type UserPage = (typeof USER_MENU)[number]['pages'][number];
export const USER_PAGES: readonly UserPage[] = USER_MENU.flatMap((entry) => entry.pages);
export const DEFAULT_USER_PAGE: UserPage = 'Info';

function asUserPage(value: string | null | undefined): UserPage | null {
  if (!value) return null;
  return USER_PAGES.find((page) => page.toLowerCase() === value.toLowerCase()) ?? null;
}

/** /user/Deposit, /user?page=Deposit and /user all lead somewhere: the path wins, then ?page=, then Info. */
export function resolveUserPage(pathname: string, search: string): UserPage {
  const segment = pathname.split('/').filter(Boolean)[1];
  return asUserPage(segment) ?? asUserPage(new URLSearchParams(search).get('page')) ?? DEFAULT_USER_PAGE;
}

export function userPageHref(page: UserPage): string {
  return `/user?page=${page}`;
}
