/**
 * The screenshots `npm run screenshots` takes (scripts/screenshots.ts): each is one small screen
 * rendered with the real @ionic/core components of the current site version, in iOS and MD side
 * by side, with one palette. Pages place them as `/docs/img/screenshots/<name>.webp` with the
 * CSS size that `shotSize()` returns (the files hold twice as many pixels, for sharp screens).
 */

export type Palette = 'light' | 'dark' | 'high-contrast' | 'high-contrast-dark';

export interface Shot {
  name: string;
  palette: Palette;
  /** The `<ion-app>` content. */
  html: string;
}

/** One phone frame, in CSS pixels. */
export const FRAME = { width: 340, height: 500 } as const;
/** Space around and between the frames, and the height of the mode labels under them. */
export const LAYOUT = { gap: 24, padding: 16, label: 28 } as const;
/** Device pixels per CSS pixel in the written files. */
export const SCALE = 2;

export function shotSize(): { width: number; height: number } {
  return {
    width: LAYOUT.padding * 2 + FRAME.width * 2 + LAYOUT.gap,
    height: LAYOUT.padding * 2 + FRAME.height + LAYOUT.label,
  };
}

/** A settings screen that shows the components whose look differs most between the modes. */
const SETTINGS = `
<ion-header>
  <ion-toolbar>
    <ion-buttons slot="start">
      <ion-back-button default-href="#" text="Back"></ion-back-button>
    </ion-buttons>
    <ion-title>Settings</ion-title>
  </ion-toolbar>
  <ion-toolbar>
    <ion-searchbar placeholder="Search settings"></ion-searchbar>
  </ion-toolbar>
</ion-header>
<ion-content>
  <ion-list inset>
    <ion-item>
      <ion-icon slot="start" name="airplane" color="warning" aria-hidden="true"></ion-icon>
      <ion-toggle checked>Airplane mode</ion-toggle>
    </ion-item>
    <ion-item button detail>
      <ion-icon slot="start" name="wifi" color="primary" aria-hidden="true"></ion-icon>
      <ion-label>Wi-Fi</ion-label>
      <ion-note slot="end">Home</ion-note>
    </ion-item>
    <ion-item>
      <ion-icon slot="start" name="notifications" color="danger" aria-hidden="true"></ion-icon>
      <ion-checkbox checked>Show previews</ion-checkbox>
    </ion-item>
  </ion-list>
  <div class="ion-padding">
    <ion-segment value="day">
      <ion-segment-button value="day"><ion-label>Day</ion-label></ion-segment-button>
      <ion-segment-button value="week"><ion-label>Week</ion-label></ion-segment-button>
      <ion-segment-button value="month"><ion-label>Month</ion-label></ion-segment-button>
    </ion-segment>
  </div>
  <div class="ion-padding-horizontal">
    <ion-button expand="block">Save</ion-button>
    <ion-button expand="block" fill="outline" color="medium">Reset</ion-button>
  </div>
</ion-content>`;

/** The Photos tab the first-app tutorials build (the same screen in Angular, React and Vue), with three photos taken. */
const FIRST_APP_PHOTOS = `
<ion-header>
  <ion-toolbar>
    <ion-title>Photos</ion-title>
  </ion-toolbar>
</ion-header>
<ion-content>
  <ion-grid>
    <ion-row>
      <ion-col size="6"><ion-img src="/demo-assets/mountains.svg" alt="Mountains"></ion-img></ion-col>
      <ion-col size="6"><ion-img src="/demo-assets/city.svg" alt="A city at night"></ion-img></ion-col>
      <ion-col size="6"><ion-img src="/demo-assets/beach.svg" alt="A beach"></ion-img></ion-col>
    </ion-row>
  </ion-grid>
  <ion-fab slot="fixed" vertical="bottom" horizontal="center">
    <ion-fab-button aria-label="Take a photo">
      <ion-icon name="camera" aria-hidden="true"></ion-icon>
    </ion-fab-button>
  </ion-fab>
</ion-content>
<ion-footer>
  <ion-tab-bar selected-tab="tab2">
    <ion-tab-button tab="tab1"><ion-icon name="triangle" aria-hidden="true"></ion-icon><ion-label>Tab 1</ion-label></ion-tab-button>
    <ion-tab-button tab="tab2"><ion-icon name="images" aria-hidden="true"></ion-icon><ion-label>Photos</ion-label></ion-tab-button>
    <ion-tab-button tab="tab3"><ion-icon name="square" aria-hidden="true"></ion-icon><ion-label>Tab 3</ion-label></ion-tab-button>
  </ion-tab-bar>
</ion-footer>`;

export const SHOTS: Shot[] = [
  { name: 'platform-styles-settings', palette: 'light', html: SETTINGS },
  { name: 'dark-mode-settings', palette: 'dark', html: SETTINGS },
  { name: 'high-contrast-settings', palette: 'high-contrast', html: SETTINGS },
  { name: 'high-contrast-dark-settings', palette: 'high-contrast-dark', html: SETTINGS },
  { name: 'first-app-photos', palette: 'light', html: FIRST_APP_PHOTOS },
];
