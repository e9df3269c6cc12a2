import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { RouterProvider } from '@tanstack/react-router';
import type { AppRouter } from './routes/router';

export function App({ router }: { router: AppRouter }) {
  return (
    <I18nProvider i18n={i18n}>
      <RouterProvider router={router} />
    </I18nProvider>
  );
}
