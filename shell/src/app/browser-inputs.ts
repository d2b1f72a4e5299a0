import { useUnit } from 'effector-react';
import { useEffect } from 'react';
import { frameQueryRead, readFrameQuery, viewportMeasured } from 'shared-contracts';

/**
 * The browser's part of the frame, read after hydration (never while rendering): the query string on
 * every navigation (`service`, `mesa`, `category_id`) and the viewport width (mobile below 980 px).
 */
export function useBrowserInputs(search: string): void {
  const { queryRead, measured } = useUnit({ queryRead: frameQueryRead, measured: viewportMeasured });
  useEffect(() => {
    queryRead(readFrameQuery(search));
  }, [search, queryRead]);
  useEffect(() => {
    const measure = () => measured(window.innerWidth);
    measure();
    window.addEventListener('resize', measure);
    return () => window.removeEventListener('resize', measure);
  }, [measured]);
}
