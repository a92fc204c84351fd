/**
 * Every member call without its schemas (see CallRoute in call.ts), for code that must not load zod: the
 * member site's first load. Written by `npm run contracts:routes` from the contracts; do not edit.
 */
import { callRoute } from './call';

export const Captcha = callRoute({ name: 'Captcha', method: 'POST', path: '/captcha', auth: 'public' }, () =>
  import('./account').then((m) => m.Captcha),
);
export const DoubleValidation = callRoute(
  { name: 'DoubleValidation', method: 'POST', path: '/login/double_validation', auth: 'public' },
  () => import('./account').then((m) => m.DoubleValidation),
);
export const DoubleValidationSkip = callRoute(
  { name: 'DoubleValidationSkip', method: 'POST', path: '/login/double_validation/skip', auth: 'public' },
  () => import('./account').then((m) => m.DoubleValidationSkip),
);
export const EditPassword = callRoute(
  { name: 'EditPassword', method: 'POST', path: '/member/profile/edit_password', auth: 'member' },
  () => import('./account').then((m) => m.EditPassword),
);
export const GetLoginHeader = callRoute(
  { name: 'GetLoginHeader', method: 'GET', path: '/get_login_header', auth: 'public' },
  () => import('./account').then((m) => m.GetLoginHeader),
);
export const Login = callRoute({ name: 'Login', method: 'POST', path: '/login', auth: 'public' }, () =>
  import('./account').then((m) => m.Login),
);
export const Logout = callRoute({ name: 'Logout', method: 'POST', path: '/logout', auth: 'member' }, () =>
  import('./account').then((m) => m.Logout),
);
export const MemberLayout = callRoute(
  {
    name: 'MemberLayout',
    method: 'POST',
    path: '/member/profile/common/layout',
    auth: 'member',
    abortable: true,
  },
  () => import('./account').then((m) => m.MemberLayout),
);
export const MemberProfile = callRoute(
  { name: 'MemberProfile', method: 'POST', path: '/member/profile', auth: 'member' },
  () => import('./account').then((m) => m.MemberProfile),
);
export const Register = callRoute(
  { name: 'Register', method: 'POST', path: '/register', auth: 'public' },
  () => import('./account').then((m) => m.Register),
);
export const RegisterSettings = callRoute(
  { name: 'RegisterSettings', method: 'POST', path: '/arks/web/register-settings', auth: 'public' },
  () => import('./account').then((m) => m.RegisterSettings),
);
export const ServiceAgreement = callRoute(
  {
    name: 'ServiceAgreement',
    method: 'POST',
    path: '/arks/web/register-settings/service-agreement',
    auth: 'public',
  },
  () => import('./account').then((m) => m.ServiceAgreement),
);
export const AgentAgreementText = callRoute(
  { name: 'AgentAgreementText', method: 'POST', path: '/member/agent/agreement', auth: 'member' },
  () => import('./agent-apply').then((m) => m.AgentAgreementText),
);
export const AgentApplicationState = callRoute(
  { name: 'AgentApplicationState', method: 'POST', path: '/member/agent/application', auth: 'member' },
  () => import('./agent-apply').then((m) => m.AgentApplicationState),
);
export const MemberCommissionPlan = callRoute(
  { name: 'MemberCommissionPlan', method: 'POST', path: '/member/agent/commission/plan', auth: 'member' },
  () => import('./agent-commission').then((m) => m.MemberCommissionPlan),
);
export const MemberCommissionSettlement = callRoute(
  {
    name: 'MemberCommissionSettlement',
    method: 'POST',
    path: '/member/agent/commission/settlement',
    auth: 'member',
  },
  () => import('./agent-commission').then((m) => m.MemberCommissionSettlement),
);
export const MemberCommissionSettlements = callRoute(
  {
    name: 'MemberCommissionSettlements',
    method: 'POST',
    path: '/member/agent/commission/settlements',
    auth: 'member',
  },
  () => import('./agent-commission').then((m) => m.MemberCommissionSettlements),
);
export const MemberCommissionSummary = callRoute(
  {
    name: 'MemberCommissionSummary',
    method: 'POST',
    path: '/member/agent/commission/summary',
    auth: 'member',
  },
  () => import('./agent-commission').then((m) => m.MemberCommissionSummary),
);
export const AgentLinkClaim = callRoute(
  { name: 'AgentLinkClaim', method: 'POST', path: '/member/agent/link-claim', auth: 'member' },
  () => import('./agent-promotion').then((m) => m.AgentLinkClaim),
);
export const AgentLinkCreate = callRoute(
  { name: 'AgentLinkCreate', method: 'POST', path: '/member/agent/links/create', auth: 'member' },
  () => import('./agent-promotion').then((m) => m.AgentLinkCreate),
);
export const AgentLinkUpdate = callRoute(
  { name: 'AgentLinkUpdate', method: 'POST', path: '/member/agent/links/update', auth: 'member' },
  () => import('./agent-promotion').then((m) => m.AgentLinkUpdate),
);
export const AgentLinkVisit = callRoute(
  { name: 'AgentLinkVisit', method: 'POST', path: '/arks/web/agent-link/visit', auth: 'public' },
  () => import('./agent-promotion').then((m) => m.AgentLinkVisit),
);
export const AgentLinks = callRoute(
  { name: 'AgentLinks', method: 'POST', path: '/member/agent/links', auth: 'member' },
  () => import('./agent-promotion').then((m) => m.AgentLinks),
);
export const AgentTeamDashboard = callRoute(
  { name: 'AgentTeamDashboard', method: 'POST', path: '/member/agent/team/dashboard', auth: 'member' },
  () => import('./agent-team').then((m) => m.AgentTeamDashboard),
);
export const AgentTeamDownline = callRoute(
  { name: 'AgentTeamDownline', method: 'POST', path: '/member/agent/team/downline', auth: 'member' },
  () => import('./agent-team').then((m) => m.AgentTeamDownline),
);
export const AgentTeamOperation = callRoute(
  { name: 'AgentTeamOperation', method: 'POST', path: '/member/agent/team/operation', auth: 'member' },
  () => import('./agent-team').then((m) => m.AgentTeamOperation),
);
export const AgentTeamStratified = callRoute(
  { name: 'AgentTeamStratified', method: 'POST', path: '/member/agent/team/stratified', auth: 'member' },
  () => import('./agent-team').then((m) => m.AgentTeamStratified),
);
export const AgentTransferCreate = callRoute(
  { name: 'AgentTransferCreate', method: 'POST', path: '/member/agent/transfer', auth: 'member' },
  () => import('./agent-transfer').then((m) => m.AgentTransferCreate),
);
export const AgentTransferList = callRoute(
  {
    name: 'AgentTransferList',
    method: 'POST',
    path: '/member/agent/transfers',
    auth: 'member',
    abortable: true,
  },
  () => import('./agent-transfer').then((m) => m.AgentTransferList),
);
export const AgentTransferSettings = callRoute(
  {
    name: 'AgentTransferSettings',
    method: 'POST',
    path: '/member/agent/transfer/settings',
    auth: 'member',
    abortable: true,
  },
  () => import('./agent-transfer').then((m) => m.AgentTransferSettings),
);
export const CheckIframe = callRoute(
  { name: 'CheckIframe', method: 'POST', path: '/check_iframe', auth: 'public' },
  () => import('./catalogue').then((m) => m.CheckIframe),
);
export const DemoHalls = callRoute(
  { name: 'DemoHalls', method: 'POST', path: '/demo/gt_games', auth: 'public' },
  () => import('./catalogue').then((m) => m.DemoHalls),
);
export const DemoPlay = callRoute(
  { name: 'DemoPlay', method: 'POST', path: '/demo/play', auth: 'public' },
  () => import('./catalogue').then((m) => m.DemoPlay),
);
export const DemoProviderGames = callRoute(
  { name: 'DemoProviderGames', method: 'POST', path: '/demo/gp_games', auth: 'public' },
  () => import('./catalogue').then((m) => m.DemoProviderGames),
);
export const FavoriteStore = callRoute(
  { name: 'FavoriteStore', method: 'POST', path: '/arks/web/member-games/favorite/store', auth: 'member' },
  () => import('./catalogue').then((m) => m.FavoriteStore),
);
export const GameLabel = callRoute(
  { name: 'GameLabel', method: 'POST', path: '/v2/game_label', auth: 'public' },
  () => import('./catalogue').then((m) => m.GameLabel),
);
export const GameList = callRoute(
  { name: 'GameList', method: 'POST', path: '/v3/game_list', auth: 'public' },
  () => import('./catalogue').then((m) => m.GameList),
);
export const GameSearch = callRoute(
  { name: 'GameSearch', method: 'POST', path: '/v2/game_search', auth: 'public' },
  () => import('./catalogue').then((m) => m.GameSearch),
);
export const GetJackpot = callRoute(
  { name: 'GetJackpot', method: 'POST', path: '/v2/get_jackpot', auth: 'public' },
  () => import('./catalogue').then((m) => m.GetJackpot),
);
export const HotGames = callRoute(
  { name: 'HotGames', method: 'POST', path: '/arks/web/member-games/hot-games', auth: 'public' },
  () => import('./catalogue').then((m) => m.HotGames),
);
export const LastPlayingGame = callRoute(
  {
    name: 'LastPlayingGame',
    method: 'POST',
    path: '/arks/web/member-games/last-playing-game',
    auth: 'member',
  },
  () => import('./catalogue').then((m) => m.LastPlayingGame),
);
export const SportQuickBetUrl = callRoute(
  { name: 'SportQuickBetUrl', method: 'POST', path: '/arks/web/game/sport-quickbet-url', auth: 'public' },
  () => import('./catalogue').then((m) => m.SportQuickBetUrl),
);
export const TagGameList = callRoute(
  { name: 'TagGameList', method: 'POST', path: '/v2/get_tag_game_list', auth: 'public' },
  () => import('./catalogue').then((m) => m.TagGameList),
);
export const TemplateGameList = callRoute(
  { name: 'TemplateGameList', method: 'POST', path: '/v2/get_template_game_list', auth: 'public' },
  () => import('./catalogue').then((m) => m.TemplateGameList),
);
export const ClientCaptcha = callRoute(
  { name: 'ClientCaptcha', method: 'GET', path: '/clientCaptcha', auth: 'public' },
  () => import('./client-captcha').then((m) => m.ClientCaptcha),
);
export const AnnouncementMarquee = callRoute(
  { name: 'AnnouncementMarquee', method: 'POST', path: '/arks/web/announcement/marquee', auth: 'public' },
  () => import('./content').then((m) => m.AnnouncementMarquee),
);
export const Bulletin = callRoute(
  { name: 'Bulletin', method: 'POST', path: '/arks/web/bulletin', auth: 'public' },
  () => import('./content').then((m) => m.Bulletin),
);
export const BulletinHistory = callRoute(
  { name: 'BulletinHistory', method: 'POST', path: '/arks/web/bulletin/history', auth: 'public' },
  () => import('./content').then((m) => m.BulletinHistory),
);
export const BulletinMember = callRoute(
  {
    name: 'BulletinMember',
    method: 'POST',
    path: '/arks/web/bulletin/member',
    auth: 'member',
    abortable: true,
  },
  () => import('./content').then((m) => m.BulletinMember),
);
export const BulletinMemberHide = callRoute(
  { name: 'BulletinMemberHide', method: 'POST', path: '/arks/web/bulletin/member/hide', auth: 'member' },
  () => import('./content').then((m) => m.BulletinMemberHide),
);
export const CarouselPicture = callRoute(
  { name: 'CarouselPicture', method: 'POST', path: '/arks/web/carousel_picture', auth: 'public' },
  () => import('./content').then((m) => m.CarouselPicture),
);
export const CustomerServiceChannels = callRoute(
  { name: 'CustomerServiceChannels', method: 'POST', path: '/arks/web/customer-service', auth: 'public' },
  () => import('./customer-service').then((m) => m.CustomerServiceChannels),
);
export const DepositChannels = callRoute(
  { name: 'DepositChannels', method: 'POST', path: '/member/deposit/channels', auth: 'member' },
  () => import('./deposit').then((m) => m.DepositChannels),
);
export const DepositGatewayNotify = callRoute(
  { name: 'DepositGatewayNotify', method: 'POST', path: '/payment/notify', auth: 'public' },
  () => import('./deposit').then((m) => m.DepositGatewayNotify),
);
export const DepositRecords = callRoute(
  { name: 'DepositRecords', method: 'POST', path: '/member/deposit/records', auth: 'member' },
  () => import('./deposit').then((m) => m.DepositRecords),
);
export const DepositRequest = callRoute(
  { name: 'DepositRequest', method: 'POST', path: '/member/deposit', auth: 'member' },
  () => import('./deposit').then((m) => m.DepositRequest),
);
export const BalanceAllBack = callRoute(
  { name: 'BalanceAllBack', method: 'POST', path: '/member/profile/balance/all/back', auth: 'member' },
  () => import('./games').then((m) => m.BalanceAllBack),
);
export const BalanceGetBack = callRoute(
  { name: 'BalanceGetBack', method: 'POST', path: '/member/profile/balance_get_back', auth: 'member' },
  () => import('./games').then((m) => m.BalanceGetBack),
);
export const GameLeave = callRoute(
  { name: 'GameLeave', method: 'POST', path: '/member/game/leave1', auth: 'member' },
  () => import('./games').then((m) => m.GameLeave),
);
export const GamePlay = callRoute(
  { name: 'GamePlay', method: 'POST', path: '/member/game/play1', auth: 'member' },
  () => import('./games').then((m) => m.GamePlay),
);
export const InfoPageDetail = callRoute(
  { name: 'InfoPageDetail', method: 'POST', path: '/arks/web/info-pages/detail', auth: 'public' },
  () => import('./info-pages').then((m) => m.InfoPageDetail),
);
export const InfoPageList = callRoute(
  { name: 'InfoPageList', method: 'POST', path: '/arks/web/info-pages', auth: 'public' },
  () => import('./info-pages').then((m) => m.InfoPageList),
);
export const LetterDestroy = callRoute(
  { name: 'LetterDestroy', method: 'POST', path: '/arks/web/member/letter/destroy', auth: 'member' },
  () => import('./letters').then((m) => m.LetterDestroy),
);
export const LetterList = callRoute(
  { name: 'LetterList', method: 'POST', path: '/arks/web/member/letter', auth: 'member', abortable: true },
  () => import('./letters').then((m) => m.LetterList),
);
export const LetterRead = callRoute(
  { name: 'LetterRead', method: 'POST', path: '/arks/web/member/letter/read', auth: 'member' },
  () => import('./letters').then((m) => m.LetterRead),
);
export const GetInfoData = callRoute(
  { name: 'GetInfoData', method: 'POST', path: '/get_info_data', auth: 'public' },
  () => import('./login-ticket').then((m) => m.GetInfoData),
);
export const LoginTicketIssue = callRoute(
  { name: 'LoginTicketIssue', method: 'POST', path: '/member/login_ticket', auth: 'member' },
  () => import('./login-ticket').then((m) => m.LoginTicketIssue),
);
export const AgentLevelRename = callRoute(
  { name: 'AgentLevelRename', method: 'POST', path: '/arks/web/agent-level-rename', auth: 'member' },
  () => import('./member-center').then((m) => m.AgentLevelRename),
);
export const ApplyForAgentCheck = callRoute(
  { name: 'ApplyForAgentCheck', method: 'POST', path: '/member/apply_for_agent/check', auth: 'member' },
  () => import('./member-center').then((m) => m.ApplyForAgentCheck),
);
export const BankAccountList = callRoute(
  { name: 'BankAccountList', method: 'POST', path: '/member/bank_account', auth: 'member' },
  () => import('./member-center').then((m) => m.BankAccountList),
);
export const BankAccountStore = callRoute(
  { name: 'BankAccountStore', method: 'POST', path: '/member/bank_account/store', auth: 'member' },
  () => import('./member-center').then((m) => m.BankAccountStore),
);
export const BonusSettingCheck = callRoute(
  { name: 'BonusSettingCheck', method: 'POST', path: '/bonus_setting/check', auth: 'member' },
  () => import('./member-center').then((m) => m.BonusSettingCheck),
);
export const MemberInfo = callRoute(
  { name: 'MemberInfo', method: 'POST', path: '/member_info', auth: 'member' },
  () => import('./member-center').then((m) => m.MemberInfo),
);
export const VxReset = callRoute(
  { name: 'VxReset', method: 'POST', path: '/arks/web/vx/reset', auth: 'public' },
  () => import('./member-center').then((m) => m.VxReset),
);
export const VxVerify = callRoute(
  { name: 'VxVerify', method: 'POST', path: '/arks/web/vx/verify', auth: 'public' },
  () => import('./member-center').then((m) => m.VxVerify),
);
export const WithdrawPasswordSave = callRoute(
  { name: 'WithdrawPasswordSave', method: 'POST', path: '/member/profile/withdraw_password', auth: 'member' },
  () => import('./member-center').then((m) => m.WithdrawPasswordSave),
);
export const MemberRecommendFriends = callRoute(
  { name: 'MemberRecommendFriends', method: 'POST', path: '/member/recommend/friends', auth: 'member' },
  () => import('./recommend').then((m) => m.MemberRecommendFriends),
);
export const MemberRecommendProject = callRoute(
  { name: 'MemberRecommendProject', method: 'POST', path: '/member/recommend/project', auth: 'member' },
  () => import('./recommend').then((m) => m.MemberRecommendProject),
);
export const RedEnvelopeClaim = callRoute(
  { name: 'RedEnvelopeClaim', method: 'POST', path: '/arks/web/activity/red_envelope', auth: 'member' },
  () => import('./red-envelopes').then((m) => m.RedEnvelopeClaim),
);
export const RedEnvelopePromotion = callRoute(
  {
    name: 'RedEnvelopePromotion',
    method: 'POST',
    path: '/arks/web/activity/red_envelope_promotion',
    auth: 'member',
    abortable: true,
  },
  () => import('./red-envelopes').then((m) => m.RedEnvelopePromotion),
);
export const CheckAgentDomain = callRoute(
  { name: 'CheckAgentDomain', method: 'POST', path: '/arks/web/check-agent-domain', auth: 'public' },
  () => import('./register-extras').then((m) => m.CheckAgentDomain),
);
export const FbTracking = callRoute(
  { name: 'FbTracking', method: 'POST', path: '/fb_tracking', auth: 'public' },
  () => import('./register-extras').then((m) => m.FbTracking),
);
export const RegisterSms = callRoute(
  { name: 'RegisterSms', method: 'POST', path: '/register/sms', auth: 'public' },
  () => import('./register-extras').then((m) => m.RegisterSms),
);
export const RegisterValidMessage = callRoute(
  { name: 'RegisterValidMessage', method: 'POST', path: '/register/valid_message', auth: 'public' },
  () => import('./register-extras').then((m) => m.RegisterValidMessage),
);
export const RegisterVerification = callRoute(
  { name: 'RegisterVerification', method: 'POST', path: '/register/verification', auth: 'public' },
  () => import('./register-extras').then((m) => m.RegisterVerification),
);
export const SignInClaim = callRoute(
  { name: 'SignInClaim', method: 'POST', path: '/arks/web/activity/sign_in', auth: 'member' },
  () => import('./sign-in').then((m) => m.SignInClaim),
);
export const SignInData = callRoute(
  { name: 'SignInData', method: 'POST', path: '/arks/web/activity/sign_in_data', auth: 'member' },
  () => import('./sign-in').then((m) => m.SignInData),
);
export const ModelLogin = callRoute(
  { name: 'ModelLogin', method: 'POST', path: '/web/model_login', auth: 'public' },
  () => import('./site-models').then((m) => m.ModelLogin),
);
export const ModelSetting = callRoute(
  { name: 'ModelSetting', method: 'POST', path: '/web/model_setting', auth: 'public' },
  () => import('./site-models').then((m) => m.ModelSetting),
);
export const ModelSponsor = callRoute(
  { name: 'ModelSponsor', method: 'POST', path: '/web/model_sponsor', auth: 'public' },
  () => import('./site-models').then((m) => m.ModelSponsor),
);
export const FloatItems = callRoute(
  { name: 'FloatItems', method: 'POST', path: '/arks/web/float', auth: 'public' },
  () => import('./site-widgets').then((m) => m.FloatItems),
);
export const MobileFooter = callRoute(
  { name: 'MobileFooter', method: 'POST', path: '/arks/web/web-mobile-footer', auth: 'public' },
  () => import('./site-widgets').then((m) => m.MobileFooter),
);
export const RegisterBackground = callRoute(
  {
    name: 'RegisterBackground',
    method: 'POST',
    path: '/arks/web/model/register-background/detail',
    auth: 'public',
  },
  () => import('./site-widgets').then((m) => m.RegisterBackground),
);
export const CashSurplusCheck = callRoute(
  { name: 'CashSurplusCheck', method: 'POST', path: '/arks/web/cash_surplus/check', auth: 'public' },
  () => import('./site').then((m) => m.CashSurplusCheck),
);
export const Footer = callRoute(
  { name: 'Footer', method: 'POST', path: '/arks/web/footer', auth: 'public' },
  () => import('./site').then((m) => m.Footer),
);
export const SiteDetail = callRoute(
  { name: 'SiteDetail', method: 'POST', path: '/arks/web/site/detail', auth: 'public' },
  () => import('./site').then((m) => m.SiteDetail),
);
export const TemplateConfig = callRoute(
  { name: 'TemplateConfig', method: 'POST', path: '/template_config', auth: 'public' },
  () => import('./site').then((m) => m.TemplateConfig),
);
export const WebLogo = callRoute({ name: 'WebLogo', method: 'POST', path: '/web/logo', auth: 'public' }, () =>
  import('./site').then((m) => m.WebLogo),
);
export const ThirdPartyLoginCallback = callRoute(
  { name: 'ThirdPartyLoginCallback', method: 'POST', path: '/third_party_login/callback', auth: 'public' },
  () => import('./third-party-login').then((m) => m.ThirdPartyLoginCallback),
);
export const ThirdPartyLoginProviders = callRoute(
  { name: 'ThirdPartyLoginProviders', method: 'GET', path: '/third_party_login/providers', auth: 'public' },
  () => import('./third-party-login').then((m) => m.ThirdPartyLoginProviders),
);
export const ThirdPartyLoginStart = callRoute(
  { name: 'ThirdPartyLoginStart', method: 'POST', path: '/third_party_login/start', auth: 'public' },
  () => import('./third-party-login').then((m) => m.ThirdPartyLoginStart),
);
export const MemberLevel = callRoute(
  { name: 'MemberLevel', method: 'POST', path: '/member/level', auth: 'member' },
  () => import('./wagering-levels').then((m) => m.MemberLevel),
);
export const MemberRebates = callRoute(
  { name: 'MemberRebates', method: 'POST', path: '/member/rebates', auth: 'member' },
  () => import('./wagering-rebates').then((m) => m.MemberRebates),
);
export const MemberTurnover = callRoute(
  { name: 'MemberTurnover', method: 'POST', path: '/member/turnover', auth: 'member' },
  () => import('./wagering-turnover').then((m) => m.MemberTurnover),
);
export const MemberBets = callRoute(
  { name: 'MemberBets', method: 'POST', path: '/member/bets', auth: 'member' },
  () => import('./wagering').then((m) => m.MemberBets),
);
export const MemberTransactions = callRoute(
  { name: 'MemberTransactions', method: 'POST', path: '/member/transactions', auth: 'member' },
  () => import('./wallet').then((m) => m.MemberTransactions),
);
export const MyCash = callRoute(
  { name: 'MyCash', method: 'POST', path: '/member/profile/my_cash', auth: 'member', abortable: true },
  () => import('./wallet').then((m) => m.MyCash),
);
export const WithdrawRecords = callRoute(
  { name: 'WithdrawRecords', method: 'POST', path: '/member/withdraw/records', auth: 'member' },
  () => import('./withdrawal').then((m) => m.WithdrawRecords),
);
export const WithdrawRequest = callRoute(
  { name: 'WithdrawRequest', method: 'POST', path: '/member/withdraw', auth: 'member' },
  () => import('./withdrawal').then((m) => m.WithdrawRequest),
);
export const WithdrawSettings = callRoute(
  {
    name: 'WithdrawSettings',
    method: 'POST',
    path: '/member/withdraw/settings',
    auth: 'member',
    abortable: true,
  },
  () => import('./withdrawal').then((m) => m.WithdrawSettings),
);
