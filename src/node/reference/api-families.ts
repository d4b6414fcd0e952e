import type { Shape } from '../../shared/reference-types.ts';

/**
 * How the component API pages are grouped (sidebar, /docs/api index, /docs/components), with a
 * one-line summary per component in our own words — docs.json has no component summaries.
 * A tag the metadata gains later and this list lacks still gets a page: it lands in "More
 * components" (the unit tests flag it so it can be placed).
 */
export interface Family {
  id: string;
  label: string;
  summary: string;
  shapes: Shape[];
  tags: string[];
}

/** One-line summaries; a `{ v7, v8 }` object where a tag means something else per version. */
export const COMPONENT_SUMMARIES: Record<string, string | Record<string, string>> = {
  'ion-accordion': 'Collapsible section whose header reveals or hides its content.',
  'ion-accordion-group': 'Coordinates a set of accordions, optionally letting several stay open.',
  'ion-action-sheet': 'Overlay that slides up from the bottom with a list of actions.',
  'ion-alert': 'Dialog overlay that shows a message and collects a choice or short input.',
  'ion-app': 'Root element of an Ionic app; every other component lives inside it.',
  'ion-avatar': 'Circular frame for a profile picture or initials.',
  'ion-back-button': 'Toolbar button that goes back to the previous page of the stack.',
  'ion-backdrop': 'Full-screen shade behind overlays that can catch taps.',
  'ion-badge': 'Small label for counts and statuses, often on tabs or items.',
  'ion-breadcrumb': 'One link of a breadcrumb trail.',
  'ion-breadcrumbs': 'Trail of links showing where the current page sits in a hierarchy.',
  'ion-button': 'Control for actions and links, in several fills, shapes and sizes.',
  'ion-buttons': 'Groups buttons inside a toolbar and places them in one of its slots.',
  'ion-card': 'Surface that groups related content and actions.',
  'ion-card-content': 'Body area of a card.',
  'ion-card-header': 'Top area of a card that holds its title and subtitle.',
  'ion-card-subtitle': 'Secondary heading inside a card header.',
  'ion-card-title': 'Main heading inside a card header.',
  'ion-checkbox': 'Control for switching one option on or off, with an indeterminate state.',
  'ion-chip': 'Compact element for tags, filters or small pieces of information.',
  'ion-col': 'Column of the responsive grid, sized per breakpoint.',
  'ion-content': 'Scrollable main area of a page, with scroll events and scroll methods.',
  'ion-datetime': 'Calendar and time wheels for choosing dates and times.',
  'ion-datetime-button': 'Button that shows the value of a datetime and opens it in an overlay.',
  'ion-fab': 'Container that positions a floating action button over the content.',
  'ion-fab-button': 'Round button for the main action of a screen.',
  'ion-fab-list': 'Secondary buttons that open out of a floating action button.',
  'ion-footer': 'Bar at the bottom of a page, usually holding a toolbar.',
  'ion-grid': 'Flexbox layout container for rows and columns.',
  'ion-header': 'Bar at the top of a page, usually holding a toolbar.',
  'ion-img': 'Image that loads only when it scrolls into view.',
  'ion-infinite-scroll': 'Calls your handler to load more data as the reader nears the end of the content.',
  'ion-infinite-scroll-content': 'Spinner and text shown while infinite scroll loads more data.',
  'ion-input': 'Text field with label, helper text, counter and validation states.',
  'ion-input-otp': 'Row of boxes for typing one-time codes.',
  'ion-input-password-toggle': 'Button inside an input that shows or hides the password.',
  'ion-item': 'Row for lists that holds text, icons, controls and links.',
  'ion-item-divider': 'Heading row that separates groups of items.',
  'ion-item-group': 'Groups items, usually under an item divider.',
  'ion-item-option': 'Button revealed when an item is swiped.',
  'ion-item-options': 'Holds the options on one side of a sliding item.',
  'ion-item-sliding': 'Item that can be swiped to reveal option buttons.',
  'ion-label': 'Text label for items and form controls.',
  'ion-list': 'Container of items, with inset and line styles.',
  'ion-list-header': 'Heading at the top of a list.',
  'ion-loading': 'Overlay with a spinner that blocks interaction while work is in progress.',
  'ion-menu': 'Side drawer that slides in from the start or end edge.',
  'ion-menu-button': 'Toolbar button that opens a menu.',
  'ion-menu-toggle': 'Wrapper that opens or closes a menu when its content is clicked.',
  'ion-modal': 'Overlay that presents content above the page, including sheet and card styles.',
  'ion-nav': 'Stack navigation outlet that pushes and pops components.',
  'ion-nav-link': 'Element that navigates inside an ion-nav when clicked.',
  'ion-note': 'Small, muted text for extra information in items.',
  'ion-picker': {
    v8: 'Inline wheel picker built from picker columns.',
    v7: 'Overlay with scrolling wheel columns and buttons for choosing values.',
  },
  'ion-picker-column': 'One scrolling wheel of values inside a picker.',
  'ion-picker-column-option': 'One selectable value of a picker column.',
  'ion-picker-legacy': 'The earlier overlay picker, with its columns and buttons defined in data.',
  'ion-popover': 'Floating overlay anchored to an element or to the pointer.',
  'ion-progress-bar': 'Horizontal bar for determinate or indeterminate progress.',
  'ion-radio': 'One option of a radio group.',
  'ion-radio-group': 'Set of radios of which only one can be selected.',
  'ion-range': 'Slider for a number, or for a range between two knobs.',
  'ion-refresher': 'Pull-to-refresh control at the top of the content.',
  'ion-refresher-content': 'Icons, spinner and text shown while pulling and refreshing.',
  'ion-reorder': 'Drag handle that moves an item inside a reorder group.',
  'ion-reorder-group': 'Container whose items can be reordered by dragging.',
  'ion-ripple-effect': 'Material Design ink ripple shown on press.',
  'ion-route': 'Declares a URL path and the component ion-router shows for it.',
  'ion-route-redirect': 'Sends one URL on to another in ion-router.',
  'ion-router': 'URL router for apps that do not use a framework router.',
  'ion-router-link': 'Link that navigates with ion-router in a chosen direction.',
  'ion-router-outlet': 'Outlet that renders routed pages with page transitions.',
  'ion-row': 'Horizontal row of columns in the grid.',
  'ion-searchbar': 'Text field for searching, with clear and cancel buttons.',
  'ion-segment': 'Row of connected buttons for switching between views or filters.',
  'ion-segment-button': 'One button of a segment.',
  'ion-segment-content': 'One panel of content inside a segment view.',
  'ion-segment-view': 'Swipeable container of segment content panels linked to a segment.',
  'ion-select': {
    v8: 'Control for choosing one or more options in an alert, action sheet, popover or modal.',
    v7: 'Control for choosing one or more options in an alert, action sheet or popover.',
  },
  'ion-select-modal': 'Modal interface a select uses to list its options.',
  'ion-select-option': 'One option of a select.',
  'ion-skeleton-text': 'Shimmering placeholder shown while text content loads.',
  'ion-spinner': 'Animated indicator for loading of unknown length.',
  'ion-split-pane': 'Layout that keeps a menu beside the content on wide screens.',
  'ion-tab': 'Content of one tab when tabs run without a router.',
  'ion-tab-bar': 'Bar of tab buttons at the top or bottom of the tabs.',
  'ion-tab-button': 'Button of a tab bar that selects a tab.',
  'ion-tabs': 'Top-level tab navigation that shows one tab at a time.',
  'ion-text': 'Inline text that takes a theme color.',
  'ion-textarea': 'Multi-line text field that can grow with its content.',
  'ion-thumbnail': 'Square frame for a small image, often inside items.',
  'ion-title': 'Title of a toolbar, with collapsible large titles on iOS.',
  'ion-toast': 'Short notification that does not block the page.',
  'ion-toggle': 'Switch for turning a setting on or off.',
  'ion-toolbar': 'Bar that holds a title, buttons and other controls.',
};

const r = (x: number, y: number, w: number, h: number, fill?: 'accent' | 'soft' | 'line', rr?: number): Shape => ({ t: 'rect', x, y, w, h, fill, r: rr });
const c = (x: number, y: number, rad: number, fill?: 'accent' | 'soft' | 'line'): Shape => ({ t: 'circle', x, y, r: rad, fill });
const l = (x1: number, y1: number, x2: number, y2: number): Shape => ({ t: 'line', x1, y1, x2, y2 });

export const FAMILIES: Family[] = [
  {
    id: 'accordion',
    label: 'Accordion',
    summary: 'Sections that expand and collapse, alone or as a coordinated group.',
    tags: ['ion-accordion', 'ion-accordion-group'],
    shapes: [r(6, 4, 52, 9, 'soft', 2), r(6, 15, 52, 12, 'line', 2), r(6, 29, 52, 8, 'soft', 2), l(50, 7, 53, 10), l(53, 10, 56, 7)],
  },
  {
    id: 'action-sheet',
    label: 'Action Sheet',
    summary: 'A list of actions that slides up from the bottom of the screen.',
    tags: ['ion-action-sheet'],
    shapes: [r(8, 2, 48, 36, 'line', 3), r(10, 18, 44, 6, 'soft', 1), r(10, 25, 44, 6, 'soft', 1), r(10, 32, 44, 5, 'accent', 1)],
  },
  {
    id: 'alert',
    label: 'Alert',
    summary: 'A dialog with a message, buttons and optional inputs.',
    tags: ['ion-alert'],
    shapes: [r(12, 5, 40, 30, 'line', 3), l(18, 12, 46, 12), l(18, 18, 40, 18), r(16, 25, 15, 6, 'soft', 2), r(33, 25, 15, 6, 'accent', 2)],
  },
  {
    id: 'badge',
    label: 'Badge',
    summary: 'Small counts and status labels.',
    tags: ['ion-badge'],
    shapes: [r(6, 12, 40, 16, 'line', 3), c(46, 12, 7, 'accent')],
  },
  {
    id: 'breadcrumbs',
    label: 'Breadcrumbs',
    summary: 'A trail of links to the pages above the current one.',
    tags: ['ion-breadcrumbs', 'ion-breadcrumb'],
    shapes: [
      r(4, 16, 14, 8, 'soft', 2),
      l(21, 17, 24, 20),
      l(24, 20, 21, 23),
      r(27, 16, 14, 8, 'soft', 2),
      l(44, 17, 47, 20),
      l(47, 20, 44, 23),
      r(50, 16, 10, 8, 'accent', 2),
    ],
  },
  {
    id: 'button',
    label: 'Button',
    summary: 'Buttons for actions and links, plus the press ripple.',
    tags: ['ion-button', 'ion-ripple-effect'],
    shapes: [r(8, 6, 48, 12, 'accent', 6), r(8, 22, 48, 12, 'line', 6)],
  },
  {
    id: 'card',
    label: 'Card',
    summary: 'Surfaces that group a header, content and actions.',
    tags: ['ion-card', 'ion-card-header', 'ion-card-title', 'ion-card-subtitle', 'ion-card-content'],
    shapes: [r(8, 3, 48, 34, 'line', 3), r(8, 3, 48, 13, 'soft', 3), l(13, 22, 50, 22), l(13, 27, 44, 27), l(13, 32, 38, 32)],
  },
  {
    id: 'checkbox',
    label: 'Checkbox',
    summary: 'A box that switches one option on or off.',
    tags: ['ion-checkbox'],
    shapes: [r(8, 12, 16, 16, 'accent', 3), l(11, 20, 15, 24), l(15, 24, 21, 15), l(30, 20, 56, 20)],
  },
  {
    id: 'chip',
    label: 'Chip',
    summary: 'Compact tags and filters.',
    tags: ['ion-chip'],
    shapes: [r(4, 13, 26, 14, 'soft', 7), r(34, 13, 26, 14, 'line', 7), c(11, 20, 4, 'accent')],
  },
  {
    id: 'content',
    label: 'App & Content',
    summary: 'The app root and the scrollable area of every page.',
    tags: ['ion-app', 'ion-content'],
    shapes: [r(14, 2, 36, 36, 'line', 4), r(14, 2, 36, 7, 'soft', 2), l(19, 15, 45, 15), l(19, 20, 45, 20), l(19, 25, 40, 25), r(46, 13, 2, 12, 'accent', 1)],
  },
  {
    id: 'datetime',
    label: 'Date & Time',
    summary: 'Calendars and time wheels, inline or behind a button.',
    tags: ['ion-datetime', 'ion-datetime-button'],
    shapes: [
      r(10, 3, 44, 34, 'line', 3),
      r(10, 3, 44, 7, 'soft', 2),
      c(18, 16, 2),
      c(26, 16, 2),
      c(34, 16, 2, 'accent'),
      c(42, 16, 2),
      c(18, 24, 2),
      c(26, 24, 2),
      c(34, 24, 2),
      c(42, 24, 2),
      c(18, 32, 2),
      c(26, 32, 2),
    ],
  },
  {
    id: 'fab',
    label: 'Floating Action Button',
    summary: 'A round button for the main action, with an optional list of more.',
    tags: ['ion-fab', 'ion-fab-button', 'ion-fab-list'],
    shapes: [r(4, 2, 56, 36, 'line', 3), c(48, 28, 7, 'accent'), c(48, 13, 4, 'soft'), l(45, 28, 51, 28), l(48, 25, 48, 31)],
  },
  {
    id: 'grid',
    label: 'Grid',
    summary: 'A responsive layout of rows and columns.',
    tags: ['ion-grid', 'ion-row', 'ion-col'],
    shapes: [r(4, 4, 18, 14, 'soft', 1), r(23, 4, 18, 14, 'soft', 1), r(42, 4, 18, 14, 'soft', 1), r(4, 22, 28, 14, 'soft', 1), r(33, 22, 27, 14, 'accent', 1)],
  },
  {
    id: 'infinite-scroll',
    label: 'Infinite Scroll',
    summary: 'Loading more data as the reader reaches the end.',
    tags: ['ion-infinite-scroll', 'ion-infinite-scroll-content'],
    shapes: [l(10, 6, 54, 6), l(10, 12, 54, 12), l(10, 18, 54, 18), l(10, 24, 54, 24), c(32, 33, 4, 'line'), c(32, 29, 1.5, 'accent')],
  },
  {
    id: 'input',
    label: 'Text Inputs',
    summary: 'Single-line, multi-line, password and one-time-code fields.',
    tags: ['ion-input', 'ion-textarea', 'ion-input-password-toggle', 'ion-input-otp'],
    shapes: [
      l(8, 9, 30, 9),
      r(8, 13, 48, 11, 'line', 2),
      l(11, 18, 11, 21),
      r(8, 29, 9, 9, 'soft', 2),
      r(20, 29, 9, 9, 'soft', 2),
      r(32, 29, 9, 9, 'soft', 2),
      r(44, 29, 9, 9, 'accent', 2),
    ],
  },
  {
    id: 'item',
    label: 'Item',
    summary: 'List rows with labels, notes, dividers and swipe options.',
    tags: ['ion-item', 'ion-label', 'ion-note', 'ion-item-divider', 'ion-item-group', 'ion-item-sliding', 'ion-item-options', 'ion-item-option'],
    shapes: [r(2, 5, 60, 13, 'line', 1), c(10, 11.5, 4, 'soft'), l(18, 11, 44, 11), r(2, 22, 42, 13, 'line', 1), r(44, 22, 18, 13, 'accent', 1)],
  },
  {
    id: 'list',
    label: 'List',
    summary: 'Containers and headers for lists of items.',
    tags: ['ion-list', 'ion-list-header'],
    shapes: [l(6, 6, 36, 6), r(6, 11, 52, 8, 'line', 1), r(6, 20, 52, 8, 'line', 1), r(6, 29, 52, 8, 'line', 1)],
  },
  {
    id: 'media',
    label: 'Avatar, Image & Thumbnail',
    summary: 'Frames for profile pictures, lazy images and small previews.',
    tags: ['ion-avatar', 'ion-thumbnail', 'ion-img'],
    shapes: [c(14, 20, 10, 'soft'), r(30, 10, 20, 20, 'soft', 2), l(33, 27, 40, 19), l(40, 19, 47, 27)],
  },
  {
    id: 'menu',
    label: 'Menu',
    summary: 'Side drawers, the buttons that open them, and split layouts.',
    tags: ['ion-menu', 'ion-menu-button', 'ion-menu-toggle', 'ion-split-pane'],
    shapes: [
      r(2, 2, 60, 36, 'line', 3),
      r(2, 2, 22, 36, 'soft', 3),
      l(6, 10, 19, 10),
      l(6, 16, 19, 16),
      l(6, 22, 19, 22),
      l(30, 10, 36, 10),
      l(30, 13, 36, 13),
      l(30, 16, 36, 16),
    ],
  },
  {
    id: 'modal',
    label: 'Modal',
    summary: 'Overlays above the page: full screen, card or sheet, over a backdrop.',
    tags: ['ion-modal', 'ion-backdrop'],
    shapes: [r(2, 2, 60, 36, 'soft', 3), r(10, 10, 44, 28, 'line', 4), r(28, 12, 8, 2, 'accent', 1)],
  },
  {
    id: 'navigation',
    label: 'Stack Navigation',
    summary: 'Push and pop pages without a URL router, and go back.',
    tags: ['ion-nav', 'ion-nav-link', 'ion-back-button'],
    shapes: [r(18, 6, 38, 30, 'line', 3), r(12, 4, 38, 30, 'soft', 3), r(6, 2, 38, 30, 'line', 3), l(12, 10, 9, 13), l(9, 13, 12, 16)],
  },
  {
    id: 'router',
    label: 'Router',
    summary: 'URL routing for apps without a framework router.',
    tags: ['ion-router', 'ion-route', 'ion-route-redirect', 'ion-router-link', 'ion-router-outlet'],
    shapes: [
      r(4, 14, 16, 12, 'soft', 2),
      l(20, 20, 30, 20),
      l(30, 20, 30, 8),
      l(30, 20, 30, 32),
      l(30, 8, 40, 8),
      l(30, 32, 40, 32),
      r(40, 3, 20, 10, 'line', 2),
      r(40, 27, 20, 10, 'accent', 2),
    ],
  },
  {
    id: 'picker',
    label: 'Picker',
    summary: 'Scrolling wheels for choosing values.',
    tags: ['ion-picker', 'ion-picker-column', 'ion-picker-column-option', 'ion-picker-legacy'],
    shapes: [
      r(8, 4, 48, 32, 'line', 3),
      r(8, 16, 48, 8, 'soft', 1),
      l(14, 9, 26, 9),
      l(38, 9, 50, 9),
      l(14, 20, 26, 20),
      l(38, 20, 50, 20),
      l(14, 31, 26, 31),
      l(38, 31, 50, 31),
    ],
  },
  {
    id: 'popover',
    label: 'Popover',
    summary: 'A floating panel anchored to what opened it.',
    tags: ['ion-popover'],
    shapes: [r(6, 4, 16, 8, 'accent', 2), r(14, 15, 40, 22, 'line', 3), l(20, 22, 46, 22), l(20, 29, 40, 29)],
  },
  {
    id: 'progress',
    label: 'Progress & Loading',
    summary: 'Spinners, progress bars, skeletons and the loading overlay.',
    tags: ['ion-spinner', 'ion-progress-bar', 'ion-skeleton-text', 'ion-loading'],
    shapes: [c(14, 14, 7, 'line'), r(13, 6, 2, 4, 'accent'), r(28, 12, 30, 4, 'soft', 2), r(28, 12, 18, 4, 'accent', 2), r(6, 28, 52, 4, 'soft', 2)],
  },
  {
    id: 'radio',
    label: 'Radio',
    summary: 'Pick exactly one option from a group.',
    tags: ['ion-radio-group', 'ion-radio'],
    shapes: [c(12, 12, 5, 'line'), c(12, 12, 2.5, 'accent'), l(22, 12, 52, 12), c(12, 28, 5, 'line'), l(22, 28, 52, 28)],
  },
  {
    id: 'range',
    label: 'Range',
    summary: 'Sliders for one value or a range.',
    tags: ['ion-range'],
    shapes: [l(6, 20, 58, 20), r(6, 19, 30, 2, 'accent'), c(36, 20, 6, 'soft')],
  },
  {
    id: 'refresher',
    label: 'Refresher',
    summary: 'Pull to refresh at the top of the content.',
    tags: ['ion-refresher', 'ion-refresher-content'],
    shapes: [c(32, 10, 6, 'line'), l(32, 4, 35, 6), l(10, 22, 54, 22), l(10, 28, 54, 28), l(10, 34, 54, 34)],
  },
  {
    id: 'reorder',
    label: 'Reorder',
    summary: 'Drag items into a new order.',
    tags: ['ion-reorder-group', 'ion-reorder'],
    shapes: [r(6, 4, 52, 10, 'line', 1), r(10, 16, 52, 10, 'soft', 1), r(6, 28, 52, 10, 'line', 1), l(50, 19, 56, 19), l(50, 21, 56, 21), l(50, 23, 56, 23)],
  },
  {
    id: 'searchbar',
    label: 'Searchbar',
    summary: 'A search field with clear and cancel controls.',
    tags: ['ion-searchbar'],
    shapes: [r(4, 12, 56, 16, 'soft', 8), c(14, 20, 4, 'line'), l(17, 23, 20, 26), l(26, 20, 44, 20)],
  },
  {
    id: 'segment',
    label: 'Segment',
    summary: 'Connected buttons that switch views, with optional swipeable panels.',
    tags: ['ion-segment', 'ion-segment-button', 'ion-segment-view', 'ion-segment-content'],
    shapes: [r(4, 6, 56, 12, 'line', 6), r(4, 6, 19, 12, 'accent', 6), l(23, 6, 23, 18), l(41, 6, 41, 18), r(4, 22, 56, 14, 'soft', 2)],
  },
  {
    id: 'select',
    label: 'Select',
    summary: 'Choose options from a list shown in an overlay.',
    tags: ['ion-select', 'ion-select-option', 'ion-select-modal'],
    shapes: [r(4, 4, 56, 11, 'line', 2), l(50, 8, 53, 11), l(53, 11, 56, 8), r(8, 18, 48, 20, 'soft', 2), l(13, 24, 40, 24), l(13, 31, 36, 31)],
  },
  {
    id: 'tabs',
    label: 'Tabs',
    summary: 'Tab navigation with a bar of tab buttons.',
    tags: ['ion-tabs', 'ion-tab', 'ion-tab-bar', 'ion-tab-button'],
    shapes: [r(6, 2, 52, 36, 'line', 3), r(6, 28, 52, 10, 'soft', 2), c(16, 33, 2.5, 'accent'), c(32, 33, 2.5), c(48, 33, 2.5)],
  },
  {
    id: 'toast',
    label: 'Toast',
    summary: 'Brief notifications that do not block the page.',
    tags: ['ion-toast'],
    shapes: [r(4, 2, 56, 36, 'line', 3), r(10, 26, 44, 9, 'accent', 4)],
  },
  {
    id: 'toggle',
    label: 'Toggle',
    summary: 'A switch for on/off settings.',
    tags: ['ion-toggle'],
    shapes: [r(14, 10, 36, 20, 'accent', 10), c(40, 20, 8, 'soft')],
  },
  {
    id: 'toolbar',
    label: 'Toolbar',
    summary: 'Headers, footers and toolbars with titles and buttons.',
    tags: ['ion-toolbar', 'ion-header', 'ion-footer', 'ion-title', 'ion-buttons'],
    shapes: [r(2, 2, 60, 36, 'line', 3), r(2, 2, 60, 10, 'soft', 3), l(24, 7, 40, 7), c(8, 7, 2, 'accent'), r(2, 30, 60, 8, 'soft', 2)],
  },
  {
    id: 'typography',
    label: 'Typography',
    summary: 'Inline text in theme colors.',
    tags: ['ion-text'],
    shapes: [l(6, 10, 58, 10), l(6, 18, 50, 18), r(6, 24, 24, 4, 'accent', 1), l(6, 34, 44, 34)],
  },
];

export const OTHER_FAMILY: Family = {
  id: 'more',
  label: 'More components',
  summary: 'Components not yet placed in a family.',
  tags: [],
  shapes: [r(8, 8, 20, 24, 'soft', 3), r(36, 8, 20, 24, 'line', 3)],
};

/** The summary of a tag for a version, or undefined when none is written. */
export function componentSummary(tag: string, version: string): string | undefined {
  const s = COMPONENT_SUMMARIES[tag];
  if (s === undefined) return undefined;
  return typeof s === 'string' ? s : (s[version] ?? Object.values(s)[0]);
}

/** Families with the tags the metadata has (in family order), plus "More components" for unplaced tags. */
export function familiesFor(tags: string[]): { family: Family; tags: string[] }[] {
  const present = new Set(tags);
  const placed = new Set<string>();
  const out: { family: Family; tags: string[] }[] = [];
  for (const family of [...FAMILIES].sort((a, b) => a.label.localeCompare(b.label))) {
    const members = family.tags.filter((t) => present.has(t));
    members.forEach((t) => placed.add(t));
    if (members.length > 0) out.push({ family, tags: members });
  }
  const rest = tags.filter((t) => !placed.has(t)).sort();
  if (rest.length > 0) out.push({ family: OTHER_FAMILY, tags: rest });
  return out;
}
