/** The info pages' screens: one chunk the browser loads when an info page first renders. */
export { AppDownload } from './components/app-download';
export { CompetitionPage } from './components/competition-page';
export { ManualNotFound, ManualPage } from './components/manual-page';
export { PolicyPage } from './components/policy-page';
export { QrPage } from './components/qr-page';
export { VideoPage } from './components/video-page';
