import type { SidebarsConfig } from '../../src/node/content/sidebars.ts';

/** v8 sidebars, ordered the way a learner goes. Reference pages are filled in by generators. */
const tutorial = (fw: string) => ({
  type: 'category' as const,
  label: 'Your First App',
  link: `${fw}/your-first-app`,
  items: ['taking-photos', 'saving-photos', 'loading-photos', 'adding-mobile', 'live-reload', 'deploying-mobile', 'distribute'].map((s) => `${fw}/your-first-app/${s}`),
});

const sidebars: SidebarsConfig = {
  docs: [
    { type: 'category', label: 'Getting Started', collapsed: false, items: ['index', 'intro/environment', 'intro/cli', 'intro/vscode-extension', 'intro/cdn', 'intro/next'] },
    { type: 'category', label: 'JavaScript', items: ['javascript/overview', 'javascript/quickstart'] },
    {
      type: 'category',
      label: 'Angular',
      items: ['angular/overview', 'angular/quickstart', 'angular/add-to-existing', tutorial('angular'), 'angular/build-options', 'angular/lifecycle', 'angular/navigation', 'angular/overlays', 'angular/injection-tokens', 'angular/performance', 'angular/platform', 'angular/pwa', 'angular/slides', 'angular/storage', 'angular/testing', 'angular/virtual-scroll'],
    },
    {
      type: 'category',
      label: 'React',
      items: [
        'react/overview',
        'react/quickstart',
        'react/adding-ionic-react-to-an-existing-react-project',
        tutorial('react'),
        'react/build-options',
        'react/lifecycle',
        'react/navigation',
        'react/overlays',
        'react/performance',
        'react/platform',
        'react/pwa',
        'react/slides',
        'react/storage',
        {
          type: 'category',
          label: 'Testing',
          items: ['react/testing/introduction', { type: 'category', label: 'Unit Testing', items: ['react/testing/unit-testing/setup', 'react/testing/unit-testing/best-practices', 'react/testing/unit-testing/examples'] }],
        },
        'react/virtual-scroll',
      ],
    },
    {
      type: 'category',
      label: 'Vue',
      items: ['vue/overview', 'vue/quickstart', 'vue/add-to-existing', tutorial('vue'), 'vue/build-options', 'vue/lifecycle', 'vue/navigation', 'vue/performance', 'vue/platform', 'vue/pwa', 'vue/slides', 'vue/storage', 'vue/testing', 'vue/troubleshooting', 'vue/utility-functions', 'vue/virtual-scroll'],
    },
    { type: 'category', label: 'Core Concepts', items: ['core-concepts/fundamentals', 'core-concepts/cross-platform', 'core-concepts/webview', 'core-concepts/what-are-progressive-web-apps'] },
    { type: 'category', label: 'Layout', items: ['layout/structure', 'layout/global-stylesheets', 'layout/css-utilities', 'layout/dynamic-font-scaling'] },
    {
      type: 'category',
      label: 'Theming',
      items: ['theming/basics', 'theming/colors', 'theming/themes', 'theming/css-variables', 'theming/css-shadow-parts', 'theming/platform-styles', 'theming/dark-mode', 'theming/high-contrast-mode', 'theming/advanced', 'theming/color-generator'],
    },
    { type: 'category', label: 'Utilities', items: ['utilities/animations', 'utilities/gestures'] },
    {
      type: 'category',
      label: 'Developing',
      items: ['developing/starting', 'developing/scaffolding', 'developing/previewing', 'developing/android', 'developing/ios', 'developing/config', 'developing/hardware-back-button', 'developing/keyboard', 'developing/managing-focus', 'developing/tips'],
    },
    { type: 'category', label: 'Security', items: ['techniques/security'] },
    { type: 'category', label: 'Deployment', items: ['deployment/app-store', 'deployment/play-store', 'deployment/progressive-web-app'] },
    { type: 'category', label: 'Troubleshooting', items: ['troubleshooting/debugging', 'troubleshooting/build', 'troubleshooting/runtime', 'troubleshooting/cors', 'troubleshooting/native'] },
    { type: 'category', label: 'Upgrading', items: ['updating/8-0', 'updating/7-0', 'updating/6-0', 'updating/5-0', 'updating/4-0'] },
    { type: 'category', label: 'Reference', items: ['reference/release-notes', 'reference/glossary', 'reference/versioning', 'reference/browser-support', 'reference/support'] },
    { type: 'category', label: 'Contributing', items: ['contributing/how-to-contribute', 'contributing/coc'] },
  ],
  // ion-icon comes from Ionicons, not @ionic/core's metadata, so the generated list cannot place it.
  api: ['api', 'components', { type: 'generated', source: 'api' }, { type: 'category', label: 'Icons', items: ['api/icon'] }],
  cli: ['cli', 'cli/configuration', 'cli/livereload', 'cli/using-a-proxy', { type: 'generated', source: 'cli' }],
  native: ['native', 'native/setup', 'native/faq', { type: 'generated', source: 'native' }],
};

export default sidebars;
