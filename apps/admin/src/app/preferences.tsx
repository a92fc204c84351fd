import { AdminPreferencesSave, type TStaffLanguage } from '@arks/contracts';
import { ConfigProvider, theme as antdTheme } from 'antd';
import enUS from 'antd/locale/en_US';
import zhCN from 'antd/locale/zh_CN';
import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import type { i18n as I18n } from 'i18next';
import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { callAdmin } from '../api/admin-client';
import { sessionToken } from '../api/session-token';
import { staffSession } from '../api/staff-session';
import { browserLanguage, createI18n } from '../i18n';
import { cspNonce } from '../lib/csp-nonce';
import { browserTimeZone } from '../lib/format';

const ANTD_LOCALES = { zh_CN: zhCN, en_US: enUS } as const;
const DAYJS_LOCALES = { zh_CN: 'zh-cn', en_US: 'en' } as const;
/** Before sign-in (and for staff who have not chosen) the last language used in this browser. */
const LANGUAGE_KEY = 'arks-admin-language';

interface Preferences {
  language: TStaffLanguage;
  timeZone: string;
  /** Changes the console at once and, when signed in, keeps the choice with the staff account. */
  save(next: { language?: TStaffLanguage; timeZone?: string }): Promise<void>;
}

const PreferencesContext = createContext<Preferences | null>(null);

export function usePreferences(): Preferences {
  const value = useContext(PreferencesContext);
  if (!value) throw new Error('usePreferences outside PreferencesProvider');
  return value;
}

function initialLanguage(): TStaffLanguage {
  const stored = localStorage.getItem(LANGUAGE_KEY);
  return stored === 'zh_CN' || stored === 'en_US' ? stored : browserLanguage();
}

/** Ant Design's look for the console: the default blue, compact radius, a dark ProLayout-style sider. */
const THEME = {
  algorithm: antdTheme.defaultAlgorithm,
  token: { colorPrimary: '#1677ff', borderRadius: 6, fontSize: 14 },
  components: {
    Layout: {
      siderBg: '#001529',
      headerBg: '#ffffff',
      headerHeight: 56,
      headerPadding: '0 24px',
      bodyBg: '#f5f7fa',
    },
    Menu: { darkItemBg: '#001529', darkSubMenuItemBg: '#000c17' },
    Table: { headerBg: '#fafafa' },
  },
};

/**
 * The staff member's language and time zone: i18next, Ant Design's locale and dayjs follow the
 * language; every time shown follows the zone. Both come from the staff account once signed in.
 */
export function PreferencesProvider({ children, i18n: given }: { children: ReactNode; i18n?: I18n }) {
  const [language, setLanguage] = useState<TStaffLanguage>(
    () => staffSession.current()?.language ?? initialLanguage(),
  );
  const [timeZone, setTimeZone] = useState<string>(
    () => staffSession.current()?.time_zone ?? browserTimeZone(),
  );
  const i18n = useMemo(() => given ?? createI18n(language), [given]); // eslint-disable-line react-hooks/exhaustive-deps
  const nonce = useMemo(() => cspNonce(), []);

  useEffect(
    () =>
      staffSession.subscribe((profile) => {
        if (profile?.language) setLanguage(profile.language);
        if (profile?.time_zone) setTimeZone(profile.time_zone);
      }),
    [],
  );
  useEffect(() => {
    void i18n.changeLanguage(language);
    dayjs.locale(DAYJS_LOCALES[language]);
    document.documentElement.lang = language.replace('_', '-');
    localStorage.setItem(LANGUAGE_KEY, language);
  }, [i18n, language]);

  const save = useCallback(
    async (next: { language?: TStaffLanguage; timeZone?: string }) => {
      const chosen = { language: next.language ?? language, timeZone: next.timeZone ?? timeZone };
      if (sessionToken.get() && staffSession.current()) {
        const profile = await callAdmin(AdminPreferencesSave, {
          language: chosen.language,
          time_zone: chosen.timeZone,
        });
        staffSession.remember(profile);
      }
      setLanguage(chosen.language);
      setTimeZone(chosen.timeZone);
    },
    [language, timeZone],
  );

  const value = useMemo(() => ({ language, timeZone, save }), [language, timeZone, save]);
  return (
    <PreferencesContext.Provider value={value}>
      <I18nextProvider i18n={i18n}>
        <ConfigProvider locale={ANTD_LOCALES[language]} csp={nonce ? { nonce } : undefined} theme={THEME}>
          {children}
        </ConfigProvider>
      </I18nextProvider>
    </PreferencesContext.Provider>
  );
}
