import { useUnit } from 'effector-react';
import { useEffect } from 'react';
import { analyticsEvent } from 'shared-contracts';

/**
 * One page_view per path the diner opens (after hydration: never from the server's render); none while
 * `measured` is false (the staff console: its people are not the site's visitors).
 */
export function usePageViews(pathname: string, view: string | undefined, measured: boolean): void {
  const viewed = useUnit(analyticsEvent);
  useEffect(() => {
    if (measured) viewed({ event: 'page_view', view: view ?? pathname });
  }, [pathname, view, viewed, measured]);
}
