import type { QueryClient } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { LoadingScreen } from '../features/layout/components/loading-screen';
import { RootErrorBoundary, RouteErrorBoundary } from './error-page';
import { gameHallLoader, homeLoader, notFoundLoader, rootLoader, routeRulesLoader } from './loaders';
import { RootShell } from './root-shell';
import type { RouteHandle } from './route-handle';

const bare: RouteHandle = { chrome: 'bare' };

// Every page loads on demand, the home page too: its code downloads alongside the site's details and
// texts (the router starts it with the loaders), and other first pages do not carry it.
const page = <T extends Record<string, unknown>>(load: () => Promise<T>, name: keyof T) => ({
  lazy: async () => ({ Component: (await load())[name] as ComponentType }),
});

/**
 * Spec §2 page routes. The pathless `pages` route runs the route rules on every navigation and renders
 * errors (404 included) inside the site layout; the root renders errors on its own when the site itself
 * could not be loaded.
 */
export function createRoutes(queryClient: QueryClient): RouteObject[] {
  return [
    {
      id: 'root',
      loader: rootLoader(queryClient),
      shouldRevalidate: () => false,
      HydrateFallback: LoadingScreen,
      element: <RootShell />,
      errorElement: <RootErrorBoundary />,
      children: [
        {
          id: 'pages',
          loader: routeRulesLoader(queryClient),
          shouldRevalidate: ({ currentUrl, nextUrl }) =>
            currentUrl.pathname !== nextUrl.pathname || currentUrl.search !== nextUrl.search,
          errorElement: <RouteErrorBoundary />,
          children: [
            {
              index: true,
              loader: homeLoader(queryClient),
              ...page(() => import('../pages/home-page'), 'HomePage'),
            },
            { path: 'app', ...page(() => import('../pages/app-page'), 'AppPage') },
            { path: 'discount', ...page(() => import('../pages/discount-page'), 'DiscountPage') },
            { path: 'discount/:id', ...page(() => import('../pages/discount-page'), 'DiscountPage') },
            { path: 'faq', ...page(() => import('../pages/faq-page'), 'FaqPage') },
            { path: 'faq/:id', ...page(() => import('../pages/faq-page'), 'FaqPage') },
            // Bare /main, /gameHall and /fastDeposit always redirect (route rules); they exist so the
            // rules, not the 404 route, answer them.
            { path: 'main', element: null },
            { path: 'main/:id', ...page(() => import('../pages/info-page'), 'InfoPage') },
            { path: 'gameHall', element: null },
            {
              path: 'gameHall/:id',
              loader: gameHallLoader(queryClient),
              ...page(() => import('../pages/game-hall-page'), 'GameHallPage'),
            },
            {
              path: 'slotgame',
              handle: bare,
              ...page(() => import('../pages/slot-game-page'), 'SlotGamePage'),
            },
            { path: 'sponsor', ...page(() => import('../pages/sponsor-page'), 'SponsorPage') },
            {
              path: 'service',
              ...page(() => import('../pages/customer-service-page'), 'CustomerServicePage'),
            },
            { path: 'register', ...page(() => import('../pages/register-page'), 'RegisterPage') },
            {
              path: 'play',
              handle: { chrome: 'bare', lockLayout: true } satisfies RouteHandle,
              ...page(() => import('../pages/play-page'), 'PlayPage'),
            },
            { path: 'close', handle: bare, ...page(() => import('../pages/close-page'), 'ClosePage') },
            { path: 'loading', handle: bare, ...page(() => import('../pages/waiting-page'), 'WaitingPage') },
            { path: 'Deposit', ...page(() => import('../pages/deposit-page'), 'DepositPage') },
            { path: 'user', ...page(() => import('../pages/user-page'), 'UserPage') },
            { path: 'user/Deposit', ...page(() => import('../pages/user-page'), 'UserPage') },
            { path: 'user/Info', ...page(() => import('../pages/user-page'), 'UserPage') },
            { path: 'user/BindAccount', ...page(() => import('../pages/user-page'), 'UserPage') },
            { path: 'user/Withdrawal', ...page(() => import('../pages/user-page'), 'UserPage') },
            { path: 'proxy', ...page(() => import('../pages/proxy-page'), 'ProxyPage') },
            { path: 'fastPayment', ...page(() => import('../pages/fast-payment-page'), 'FastPaymentPage') },
            { path: 'fastDeposit', element: null },
            {
              path: 'gameRoom',
              handle: { lockLayout: true } satisfies RouteHandle,
              ...page(() => import('../pages/game-room-page'), 'GameRoomPage'),
            },
            {
              path: 'authCallback',
              handle: bare,
              ...page(() => import('../pages/auth-callback-page'), 'AuthCallbackPage'),
            },
            { path: '*', loader: notFoundLoader, element: null },
          ],
        },
      ],
    },
  ];
}
