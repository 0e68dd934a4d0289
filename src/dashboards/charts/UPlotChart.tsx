import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import './uplotChart.css';

export type ChartOptions = Omit<uPlot.Options, 'width' | 'height'>;

/**
 * One uPlot chart as wide as its container: drawn after mount, redrawn when its options or data
 * change, resized with the container. uPlot draws on a canvas and writes its legend (the values
 * under the cursor) as a table below it.
 */
export function UPlotChart({ options, data, height }: { options: ChartOptions; data: uPlot.AlignedData; height: number }) {
  const host = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const el = host.current;
    if (!el) return;
    const chart = new uPlot({ ...options, width: el.clientWidth, height }, data, el);
    // The legend is a table of what the cursor points at; screen readers get ChartDataTable instead.
    chart.root.querySelector('.u-legend')?.setAttribute('aria-hidden', 'true');
    const observer = new ResizeObserver(() => {
      if (el.clientWidth !== chart.width) chart.setSize({ width: el.clientWidth, height });
    });
    observer.observe(el);
    return () => {
      observer.disconnect();
      chart.destroy();
    };
  }, [options, data, height]);
  return <div ref={host} className="app-chart" />;
}
