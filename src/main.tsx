import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { SessionStore } from './api/session';
import { App } from './app';
import { activateLocale, initialLocale } from './i18n/locale';
import { canonicalizeTrailingSlash } from './routes/canonical-url';
import { revealFirstPage } from './routes/reveal-first-page';
import { createAppRouter, preloadMatchedRoute } from './routes/router';
import { routeRoleChanges, routeSessionEnds } from './routes/session-events';
import './styles/index.css';

canonicalizeTrailingSlash();
const session = new SessionStore();
const router = createAppRouter(session);
routeSessionEnds(session, router);
routeRoleChanges(session, router);
revealFirstPage(router);

// A page restored from the back/forward cache would show whatever it showed before logout;
// reload it so the guards judge the session again.
window.addEventListener('pageshow', (event) => {
  if (event.persisted) window.location.reload();
});

// the language first: the page's code preloaded next fetches its area's words for it at once;
// the page's guards and reads start now too, not after the catalog and the first render
const language = activateLocale(initialLocale());
preloadMatchedRoute(router);
await language;

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App router={router} />
  </StrictMode>,
);
