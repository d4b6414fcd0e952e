import type { SiteConfig } from './src/shared/config-schema.ts';

/** Site configuration. Validated by src/shared/config-schema.ts when the build starts. */
const config: SiteConfig = {
  title: 'Ionic Framework',
  // Our own sentence: an app platform for web developers, building mobile, web and desktop apps
  // from one shared code base with open web standards.
  tagline: 'Web開発者のためのアプリ開発プラットフォーム。オープンなWeb標準を使い、ひとつのコードベースからモバイル・Web・デスクトップのアプリをつくれます。',
  url: 'https://ionicframework.com',
  baseUrl: '/docs/',
  trailingSlash: false,
  baseUrlIssueBanner: true,
  router: 'history',
  // Offline reading after the first visit (a Workbox service worker); see src/shared/config-schema.ts.
  offline: true,
  // No editUrl: this project's repository has no public address yet, and an edit link must
  // never point where the content/… files are not. Set it to show "Edit this page" links.
  i18n: {
    defaultLocale: 'en',
    locales: ['en'],
    localeConfigs: { en: { label: 'English', direction: 'ltr', htmlLang: 'en', calendar: 'gregory', path: 'en' } },
    translateHref: 'https://ionicframework.com/translate',
  },
  versions: {
    current: 'v8',
    local: [
      { name: 'v8', label: 'v8', path: '/docs/', dir: 'content/v8', mainDocId: 'index' },
      { name: 'v7', label: 'v7', path: '/docs/v7/', dir: 'content/v7', mainDocId: 'index' },
    ],
    archived: [
      { label: 'v6', href: 'https://ionicframework.com/docs/v6' },
      { label: 'v5', href: 'https://ionicframework.com/docs/v5' },
      { label: 'v4', href: 'https://ionicframework.com/docs/v4' },
      { label: 'v3', href: 'https://ionicframework.com/docs/v3' },
    ],
  },
  navbar: {
    logo: { alt: 'Ionic Framework documentation', width: 139, height: 28 },
    hideOnScroll: true,
    items: [
      { type: 'doc', docId: 'index', label: 'Guide' },
      { type: 'doc', docId: 'components', label: 'Components' },
      { type: 'doc', docId: 'cli', label: 'CLI' },
      { type: 'doc', docId: 'native', label: 'Native' },
      { type: 'doc', docId: 'updating/8-0', label: 'Upgrade to v8', version: 'v8' },
      { type: 'versions' },
      { type: 'search' },
      {
        type: 'dropdown',
        label: 'Community',
        items: [
          { label: 'Community Hub', href: 'https://ionic.io/community', external: true },
          { label: 'Forum', href: 'https://forum.ionicframework.com/', external: true },
          { label: 'Meetups', href: 'https://www.meetup.com/topics/ionic-framework/', external: true },
          { label: 'Blog', href: 'https://ionic.io/blog', external: true },
          { label: 'Twitter', href: 'https://twitter.com/Ionicframework', external: true },
        ],
      },
      {
        type: 'dropdown',
        label: 'Support',
        items: [
          { label: 'Help Center', href: 'https://ionic.zendesk.com/', external: true },
          { label: 'Customer Support', href: 'https://ionic.io/support', external: true },
          { label: 'Enterprise Advisory', href: 'https://ionic.io/advisory', external: true },
        ],
      },
      { type: 'locales' },
      { type: 'icon', label: 'GitHub', href: 'https://github.com/ionic-team/ionic-framework', icon: 'github' },
      { type: 'icon', label: 'Discord', href: 'https://ionic.link/discord', icon: 'discord' },
    ],
  },
  announcementBar: {
    id: 'ionic-platform',
    content: 'Ionic Framework is built and maintained by Ionic — see what else the company makes',
    href: 'https://ionic.io',
    backgroundColor: '#0b1e3f',
    textColor: '#ffffff',
    isCloseable: false,
  },
  footer: {
    style: 'dark',
    links: [
      { label: 'Framework repository', href: 'https://github.com/ionic-team/ionic-framework', external: true },
      { label: 'Capacitor', href: 'https://capacitorjs.com', external: true },
      { label: 'Forum', href: 'https://forum.ionicframework.com/', external: true },
      { label: 'Blog', href: 'https://ionic.io/blog', external: true },
    ],
    copyright: `Copyright © 2026 Ionic. Documentation text written for this site; Ionic Framework is MIT licensed.`,
  },
  colorMode: { defaultMode: 'light', disableSwitch: false, respectPrefersColorScheme: false },
  tableOfContents: { minHeadingLevel: 2, maxHeadingLevel: 3 },
  search: { searchPagePath: 'search' },
  // One promo under the table of contents of doc pages, from data/promos.json (README "Promos").
  promos: { enabled: true, file: 'data/promos.json' },
};

export default config;
