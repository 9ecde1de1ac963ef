import { useEffect, useRef } from 'react';
import uPlot, { type AlignedData, type Options, type Series } from 'uplot';
import 'uplot/dist/uPlot.min.css';
import { formatTime } from '../../ui/format';
import type { ChartSeries, ChartSpec } from './chart-spec';

const HEIGHT = 220;
const FONT = '12px "Plus Jakarta Sans Variable", system-ui, sans-serif';
const AXIS = { font: FONT, stroke: '#475569', grid: { stroke: '#e2e8f0', width: 1 }, ticks: { show: false } };

function seriesOf(spec: ChartSpec, series: ChartSeries, index: number): Series {
  const bars = spec.kind === 'bars' && !series.line;
  // Grouped bars sit side by side on each category, the first left of its tick, the second right.
  const side = spec.kind === 'bars' && spec.grouped ? (index === 0 ? -1 : 1) : 0;
  return {
    label: series.label,
    stroke: series.color,
    width: bars ? 0 : 2,
    ...(bars
      ? {
          fill: series.color,
          paths: uPlot.paths.bars?.({ size: [side ? 0.32 : 0.5, 56], align: side, radius: 0.15 }),
          points: { show: false },
        }
      : {}),
    ...(series.line ? { dash: [6, 4], points: { show: false } } : {}),
  };
}

function optionsOf(spec: ChartSpec, width: number): Options {
  const categories = spec.kind === 'bars' ? spec.categories : [];
  return {
    width,
    height: HEIGHT,
    legend: { show: false },
    cursor: { show: spec.kind === 'time', drag: { x: false, y: false } },
    scales:
      spec.kind === 'bars'
        ? {
            x: { time: false, range: [-0.5, categories.length - 0.5] },
            y: { range: (_u, _min, max) => [0, Math.max(1, max * 1.15)] },
          }
        : { x: { time: true }, y: { range: (_u, _min, max) => [0, Math.max(1, max * 1.15)] } },
    axes: [
      spec.kind === 'bars'
        ? {
            ...AXIS,
            splits: () => categories.map((_, index) => index),
            values: (_u, splits) => splits.map((index) => categories[index] ?? ''),
          }
        : { ...AXIS, values: (_u, splits) => splits.map((seconds) => formatTime(seconds * 1000).slice(0, 5)) },
      { ...AXIS, size: 56, values: (_u, splits) => splits.map((value) => `${value}${spec.unit}`) },
    ],
    series: [{}, ...spec.series.map((series, index) => seriesOf(spec, series, index))],
  };
}

/** Draws a chart spec with uPlot on a canvas as wide as its container, redrawn when that changes. */
export default function UplotChart({ spec }: { spec: ChartSpec }) {
  const container = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = container.current;
    if (!element) return;
    const x = spec.kind === 'bars' ? spec.categories.map((_, index) => index) : spec.times;
    const data = [x, ...spec.series.map((series) => series.values)] as AlignedData;
    const chart = new uPlot(optionsOf(spec, element.clientWidth || 320), data, element);
    const resize = new ResizeObserver(() => chart.setSize({ width: element.clientWidth, height: HEIGHT }));
    resize.observe(element);
    return () => {
      resize.disconnect();
      chart.destroy();
    };
  }, [spec]);
  return <div ref={container} />;
}
