import { type ReactNode, Suspense } from 'react';
import { Route, Routes } from 'react-router-dom';
import { ScreenFallback } from '../feedback/loading-spinner';
import { NotFoundPage } from '../feedback/not-found-page';

/**
 * The routes of a remote (its `routes` module, RemoteRoutesModule): its lazy screens behind the
 * screen fallback while they load, and the 404 page for any other path.
 */
export function RemoteRoutes({ children }: { children: ReactNode }) {
  return (
    <Suspense fallback={<ScreenFallback />}>
      <Routes>
        {children}
        <Route path="*" element={<NotFoundPage />} />
      </Routes>
    </Suspense>
  );
}
