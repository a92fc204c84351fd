import { useTranslation } from 'react-i18next';
import { useLoginDialog } from '../features/account/components/login-dialog';
import { useSession } from '../features/account/components/use-session';
import { useBanners } from '../features/content/api/content';
import { AdSlots } from '../features/content/components/ad-slots';
import { BannerCarousel } from '../features/content/components/banner-carousel';
import { MarqueeBar } from '../features/content/components/marquee-bar';
import { PromotionHistory } from '../features/content/components/promotion-history';
import { DemoPicker } from '../features/games/components/demo-picker';
import { HallGrid } from '../features/games/components/hall-grid';
import { HotGames } from '../features/games/components/hot-games';
import { JackpotDisplay } from '../features/games/components/jackpot-display';
import { useLayoutMode } from '../features/layout/components/layout-mode-context';
import { useTemplateConfig } from '../features/site/api/template-config';
import { FastGuide } from '../features/site/components/fast-guide';
import { HomeHero } from '../features/site/components/home-hero';
import { useSiteContext } from '../features/site/components/use-site-context';
import { siteTitle } from '../features/site/logic/site-title';
import { useHallProps } from './use-hall-props';

export function HomePage() {
  const { t } = useTranslation();
  const { siteId, env, language } = useSiteContext();
  const template = useTemplateConfig(siteId, language, env.mobile_template);
  const session = useSession();
  const loginDialog = useLoginDialog();
  const mobile = useLayoutMode() === 'mobile';
  const currency = (session.loggedIn ? session.currency : null) ?? env.currencies[0] ?? '';
  const largeType = mobile ? 2 : 0;
  const large = useBanners(siteId, currency, largeType);
  const banner = { siteId, currency, isDemo: session.isDemo };
  const hall = useHallProps();

  return (
    <>
      <MarqueeBar
        siteId={siteId}
        language={language}
        reader={session.memberId ?? 'visitor'}
        aside={<PromotionHistory siteId={siteId} language={language} mobile={mobile} />}
      />
      {large.data?.length ? <BannerCarousel {...banner} useType={largeType} /> : null}
      {large.data?.length ? null : (
        <HomeHero
          // A site without a template of its own (a new site) welcomes with its title, not an empty band.
          hero={
            template.data?.hero ??
            (template.isError ? { image: '', title: siteTitle(env, language), subtitle: '' } : undefined)
          }
          loading={template.isPending}
          actions={
            <>
              {session.loggedIn ? null : (
                <button
                  type="button"
                  onClick={() => loginDialog.open({ tab: 'register' })}
                  className="rounded-full bg-gradient-to-b from-primary to-primary/80 px-6 py-3 text-sm font-bold text-canvas shadow-xl shadow-primary/25 transition hover:brightness-110 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary"
                >
                  {t('header.register')}
                </button>
              )}
              <a
                href="#game-halls"
                className="rounded-full border border-white/25 bg-black/20 px-6 py-3 text-sm font-semibold text-ink backdrop-blur transition hover:border-primary hover:text-primary focus-visible:outline-2 focus-visible:outline-primary"
              >
                {t('home.heroCta')}
              </a>
            </>
          }
        />
      )}
      {session.loggedIn ? null : (
        <FastGuide
          onRegister={() => loginDialog.open({ tab: 'register' })}
          onDeposit={() => loginDialog.open({ tab: 'login', redirectTo: '/user?page=Deposit' })}
          onPlay={() => document.getElementById('game-halls')?.scrollIntoView({ behavior: 'smooth' })}
        />
      )}
      <JackpotDisplay siteId={siteId} currency={hall.currency} />
      <HotGames {...hall} />
      <section
        id="game-halls"
        aria-labelledby="halls-title"
        className="mx-auto max-w-7xl scroll-mt-32 px-4 py-10 sm:px-6 lg:py-14"
      >
        <div className="mb-6 flex items-end justify-between gap-4 sm:mb-8">
          <div className="flex flex-col gap-1">
            <h2 id="halls-title" className="text-xl font-bold tracking-tight text-ink sm:text-2xl">
              {t('home.hallsTitle')}
            </h2>
            <p className="text-sm text-ink/60">{t('home.hallsSubtitle')}</p>
          </div>
          {hall.loggedIn ? null : (
            <DemoPicker
              {...hall}
              triggerClassName="shrink-0 rounded-full border border-primary/60 px-4 py-2 text-sm font-semibold text-primary transition hover:bg-primary/10 focus-visible:outline-2 focus-visible:outline-primary"
            />
          )}
        </div>
        <HallGrid />
        {mobile ? null : <BannerCarousel {...banner} useType={1} className="mt-8" />}
      </section>
      <AdSlots
        siteId={siteId}
        language={language}
        modelVersion={mobile ? env.mobile_template : env.template}
        className="mx-auto max-w-7xl px-4 pb-10 sm:px-6"
      />
    </>
  );
}
