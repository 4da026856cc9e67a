import type { RouteObject } from 'react-router';
import { variant } from '@/config/variant';
import { accountPages } from '@/features/account';
import { directoryPages } from '@/features/directory';
import { favoritesPages } from '@/features/favorites';
import { messagesPages } from '@/features/messages';
import { profilePages } from '@/features/profile';
import { AppShell } from './layout/AppShell';
import { page, pageRoute } from './page-route';
import { HqRedirect, StripDefaultLocale } from './redirects';

const auth = () => import('@/features/auth/components/pages');
const info = () => import('@/features/info/components/DocumentPages');
const errors = () => import('@/features/errors/components/pages');

/** The pages, identical under `/` and under the other language's prefix. */
function sitePages(): RouteObject[] {
  return [
    { index: true, ...page(() => import('@/features/home/components/HomePage').then((m) => m.HomePage), ['home']) },
    {
      path: 'login/*',
      // Its own chunk: the log-in form alone, without the registration form's menus and dialogs.
      ...page(() => import('@/features/auth/components/LoginPage').then((m) => m.LoginPage), ['auth', 'validation'], {
        access: 'loggedOut',
      }),
    },
    {
      path: 'register/*',
      ...page(() => auth().then((m) => m.RegisterPage), ['auth', 'validation'], { access: 'loggedOut' }),
    },
    { path: 'reset-password/*', ...page(() => auth().then((m) => m.ResetPasswordPage), ['auth', 'validation']) },
    { path: 'reset-email/*', ...page(() => auth().then((m) => m.ResetEmailPage), ['auth', 'validation']) },
    { path: 'terms-of-service', ...page(() => info().then((m) => m.TermsPage), ['legal']) },
    { path: 'privacy-policy', ...page(() => info().then((m) => m.PrivacyPage), ['legal']) },
    { path: 'fraud-prevention', ...page(() => info().then((m) => m.FraudPreventionPage), ['guides']) },
    { path: 'client-guide', ...page(() => info().then((m) => m.ClientGuidePage), ['guides']) },
    { path: 'escort-guide', ...page(() => info().then((m) => m.EscortGuidePage), ['guides']) },
    {
      path: 'lexicon',
      ...page(() => import('@/features/info/components/LexiconPage').then((m) => m.LexiconPage), ['help']),
    },
    {
      path: 'faq',
      ...page(() => import('@/features/info/components/FaqPage').then((m) => m.FaqPage), ['help', 'footer']),
    },
    {
      path: 'help-services',
      ...page(
        () => import('@/features/help-services/components/HelpServicesPage').then((m) => m.HelpServicesPage),
        ['help'],
      ),
    },
    {
      path: 'contact-us',
      ...page(
        () => import('@/features/contact/components/ContactPage').then((m) => m.ContactPage),
        ['help', 'validation'],
      ),
    },
    ...directoryPages().map(pageRoute),
    ...profilePages().map(pageRoute),
    ...favoritesPages().map(pageRoute),
    ...messagesPages().map(pageRoute),
    ...accountPages().map(pageRoute),
    { path: 'maintenance', ...page(() => errors().then((m) => m.MaintenancePage), ['errors']) },
    { path: '404', ...page(() => errors().then((m) => m.NotFoundPage), ['errors']) },
    { path: '*', ...page(() => errors().then((m) => m.NotFoundPage), ['errors']) },
  ];
}

/** Shell plus pages; the shell's error boundary catches a page that fails to load or to render. */
function localeBranch(path: string): RouteObject {
  return { path, element: <AppShell />, children: sitePages() };
}

/** The default language at `/`, the other under its prefix (`/en` on the Quebec site, `/fr` on the Canadian one). */
export function appRoutes(): RouteObject[] {
  return [
    { path: '/hq/*', element: <HqRedirect /> },
    { path: `/${variant.defaultLocale}/*`, element: <StripDefaultLocale /> },
    localeBranch(`/${variant.otherLocale}`),
    localeBranch('/'),
  ];
}
