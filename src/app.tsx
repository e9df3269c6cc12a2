import { RouterProvider } from '@tanstack/react-router';
import { LanguageProvider } from './i18n/language-provider';
import type { AppRouter } from './routes/router';

export function App({ router }: { router: AppRouter }) {
  return (
    <LanguageProvider>
      <RouterProvider router={router} />
    </LanguageProvider>
  );
}
