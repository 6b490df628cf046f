import { lazyPart } from '../lazy/lazy-part';

/** A series colour of the charts' colour-blind-safe palette (figure-chart-impl.tsx). */
export type ChartColorName = 'blue' | 'vermillion' | 'green' | 'purple' | 'grey';

export interface ChartSeries<T> {
  key: keyof T & string;
  label: string;
  color: ChartColorName;
  /** Series with the same stack id are stacked. */
  stackId?: string;
  /**
   * 'line': a dashed line (a total over stacked bars or areas); 'area': a filled area, one shape
   * for the whole series (a long series of nights: one shape instead of a bar each); bars by default.
   */
  kind?: 'bar' | 'area' | 'line';
}

export interface FigureChartProps<T> {
  data: T[];
  /** The category of each bar: a night, a month, a hotel's name. */
  xKey: keyof T & string;
  series: ChartSeries<T>[];
  /** Bars across (one row a category, e.g. hotels). */
  horizontal?: boolean;
  xFormat?: (value: string) => string;
  valueFormat?: (value: number) => string;
  /** A click on a bar (its row of `data`): e.g. open the record; the table behind has the same links. */
  onSelect?: (row: T) => void;
  height?: number;
  /** What the chart shows; its figures are in the table beside it. */
  'aria-label': string;
}

const chart = lazyPart(() => import('./figure-chart-impl'), 'FigureChart');
/**
 * A chart of a figure (bars, areas, stacked, a line), on @chakra-ui/charts and recharts, a chunk of
 * its own: only the screens with charts fetch it (the first screen's budget). Every chart has its
 * table of the same figures beside it.
 */
export const FigureChart = chart.Part;
/** Loads the charts' chunk (tests preload it). */
export const preloadFigureChart = chart.preload;
