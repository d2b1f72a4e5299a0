import { useUnit } from 'effector-react';
import { useEffect } from 'react';
import { analyticsEvent } from 'shared-contracts';

/** One page_view per path the diner opens (after hydration: never from the server's render). */
export function usePageViews(pathname: string, view: string | undefined): void {
  const viewed = useUnit(analyticsEvent);
  useEffect(() => {
    viewed({ event: 'page_view', view: view ?? pathname });
  }, [pathname, view, viewed]);
}
