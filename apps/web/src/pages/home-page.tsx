import clsx from 'clsx';
import { Fragment, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLoginDialog } from '../features/account/components/login-dialog-provider';
import { useSession } from '../features/account/components/use-session';
import { useBanners } from '../features/content/api/carousel-picture';
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
import type { HomeSection } from '../theme/template-theme';
import { useTemplate } from '../theme/theme-context';
import { homeBanners } from './home-banners';
import { useHallProps } from './use-hall-props';

/** The home page: the template's sections in the template's order (theme homeSections). */
export function HomePage() {
  const { t } = useTranslation();
  const { siteId, env, language } = useSiteContext();
  const theme = useTemplate();
  const session = useSession();
  const loginDialog = useLoginDialog();
  const mobile = useLayoutMode() === 'mobile';
  const hall = useHallProps();
  const register = () => loginDialog.open({ tab: 'register' });

  const sections: Record<HomeSection, ReactNode> = {
    marquee: (
      <MarqueeBar
        siteId={siteId}
        language={language}
        reader={session.memberId ?? 'visitor'}
        aside={<PromotionHistory siteId={siteId} language={language} mobile={mobile} />}
      />
    ),
    banner: (
      <HomeBanner
        actions={
          <>
            {session.loggedIn ? null : (
              <button
                type="button"
                onClick={register}
                className="rounded-control bg-gradient-to-b from-primary to-primary/80 px-6 py-3 text-sm font-bold text-on-primary shadow-xl shadow-primary/25 transition hover:brightness-110 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary"
              >
                {t('header.register')}
              </button>
            )}
            <a
              href="#game-halls"
              className="rounded-control border border-line-strong bg-canvas/40 px-6 py-3 text-sm font-semibold text-ink backdrop-blur transition hover:border-primary hover:text-primary focus-visible:outline-2 focus-visible:outline-primary"
            >
              {t('home.heroCta')}
            </a>
          </>
        }
      />
    ),
    guide: session.loggedIn ? null : (
      <FastGuide
        onRegister={register}
        onDeposit={() => loginDialog.open({ tab: 'login', redirectTo: '/user?page=Deposit' })}
        onPlay={() => document.getElementById('game-halls')?.scrollIntoView({ behavior: 'smooth' })}
      />
    ),
    jackpot: <JackpotDisplay siteId={siteId} currency={hall.currency} />,
    hot_games: <HotGames {...hall} />,
    game_halls: (
      <section
        id="game-halls"
        aria-labelledby="halls-title"
        className="mx-auto max-w-7xl scroll-mt-32 px-4 py-10 sm:px-6 lg:py-14"
      >
        <div className="mb-6 flex items-end justify-between gap-4 sm:mb-8">
          <div className="flex flex-col gap-1">
            <h2 id="halls-title" className="font-heading text-heading text-ink">
              {t('home.hallsTitle')}
            </h2>
            <p className="text-sm text-ink-muted">{t('home.hallsSubtitle')}</p>
          </div>
          {hall.loggedIn ? null : (
            <DemoPicker
              {...hall}
              triggerClassName="shrink-0 rounded-control border border-primary/60 px-4 py-2 text-sm font-semibold text-primary transition hover:bg-primary/10 focus-visible:outline-2 focus-visible:outline-primary"
            />
          )}
        </div>
        <HallGrid variant={theme.hallCards} source={hall.hallSource} />
        {mobile ? null : (
          <BannerCarousel
            siteId={siteId}
            currency={hall.currency}
            isDemo={session.isDemo}
            useType={1}
            className="mt-8"
          />
        )}
      </section>
    ),
    ads: (
      <AdSlots
        siteId={siteId}
        language={language}
        modelVersion={mobile ? env.mobile_template : env.template}
        className="mx-auto max-w-7xl px-4 pb-10 sm:px-6"
      />
    ),
  };

  return (
    <div data-testid="home" data-sections={theme.sections.join(' ')}>
      {theme.sections.map((section) => (
        <Fragment key={section}>{sections[section]}</Fragment>
      ))}
    </div>
  );
}

/**
 * The large banners framed in the template's hero style, or the template's welcome band when the
 * site has none. The split style sets its welcome words beside the banners.
 */
function HomeBanner({ actions }: { actions: ReactNode }) {
  const { siteId, env, language } = useSiteContext();
  const theme = useTemplate();
  const session = useSession();
  const mobile = useLayoutMode() === 'mobile';
  const template = useTemplateConfig(siteId, language, env.mobile_template);
  const { currency, useType } = homeBanners(env, session, mobile ? 'mobile' : 'desktop');
  const large = useBanners(siteId, currency, useType);
  // A site without a template of its own (a new site) welcomes with its title, not an empty band.
  const hero =
    template.data?.hero ??
    (template.isError ? { image: '', title: siteTitle(env, language), subtitle: '' } : undefined);

  // While the banners load, the carousel holds their place; the welcome band only for a site without any.
  if (!large.isLoading && !large.data?.length) {
    return <HomeHero hero={hero} loading={template.isPending} actions={actions} look={theme.hero} />;
  }
  const carousel = (framed: boolean) => (
    <BannerCarousel
      siteId={siteId}
      currency={currency}
      isDemo={session.isDemo}
      useType={useType}
      className={clsx(
        framed && 'rounded-card border border-line shadow-lg shadow-scrim/20',
        // The minimal style shows the banners as a slim strip (cropped top and bottom, centred).
        theme.hero === 'minimal' && 'rounded-card [&_img]:aspect-[3/1] lg:[&_img]:aspect-[6/1]',
      )}
    />
  );
  if (theme.hero === 'full-bleed') return carousel(false);
  if (theme.hero === 'split') {
    return (
      <div
        data-testid="home-banner-split"
        className="mx-auto grid max-w-7xl items-center gap-3 px-3 pt-3 pb-3 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)] lg:gap-4 lg:px-6 lg:pt-6 lg:pb-5"
      >
        {carousel(true)}
        <HomeHero hero={hero} loading={template.isPending} actions={actions} look="panel" />
      </div>
    );
  }
  return (
    <div
      data-testid={`home-banner-${theme.hero}`}
      className={clsx(
        'mx-auto max-w-7xl px-3 pb-3 sm:px-6 lg:pb-5',
        theme.hero === 'minimal' ? 'pt-2 lg:pt-3' : 'pt-3 lg:pt-6',
      )}
    >
      {carousel(theme.hero !== 'minimal')}
    </div>
  );
}
