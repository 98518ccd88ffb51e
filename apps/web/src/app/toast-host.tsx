import { lazy, Suspense, useEffect, useState } from 'react';
import { onFirstToast } from '@/lib/toast.ts';

const Container = lazy(() => import('./toast-container.tsx'));

/** Mounts the toast container when the first toast is asked for. */
export function ToastHost() {
  const [wanted, setWanted] = useState(false);
  useEffect(() => onFirstToast(() => setWanted(true)), []);
  return wanted ? (
    <Suspense fallback={null}>
      <Container />
    </Suspense>
  ) : null;
}
