// The charts' library, uPlot, loaded when a chart first needs it: its own chunk, asked for only after
// a page has drawn its tables, so neither a portal's first load nor the numbers wait for it. `load`
// is the import (a test hands its own).
import { useEffect, useState } from 'react';
import type uPlot from 'uplot';

export type ChartLibrary = typeof uPlot;
export type ChartLibraryLoader = () => Promise<ChartLibrary>;

export const loadChartLibrary: ChartLibraryLoader = () => import('uplot').then((module) => module.default);

/** The library once loaded; `failed` when its chunk could not be loaded. */
export function useChartLibrary(load: ChartLibraryLoader): { library: ChartLibrary | null; failed: boolean } {
  const [state, setState] = useState<{ library: ChartLibrary | null; failed: boolean }>({
    library: null,
    failed: false,
  });
  useEffect(() => {
    let current = true;
    load().then(
      (library) => current && setState({ library, failed: false }),
      () => current && setState({ library: null, failed: true }),
    );
    return () => {
      current = false;
    };
  }, [load]);
  return state;
}
