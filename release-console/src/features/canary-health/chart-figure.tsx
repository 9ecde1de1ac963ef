import { Component, lazy, Suspense, useId, type ReactNode } from 'react';
import { CHART_COLORS, type ChartSpec } from './chart-spec';
import styles from './chart-figure.module.css';

const UplotChart = lazy(() => import('./uplot-chart'));

const colorName = (color: string) => Object.entries(CHART_COLORS).find(([, value]) => value === color)?.[0];

// uPlot draws on a canvas and follows the screen's pixel ratio with matchMedia: a browser without
// either gets the figures as text only (the caption's summary and the table beside the charts).
const canDraw = () => typeof window.matchMedia === 'function' && typeof HTMLCanvasElement !== 'undefined';

class ChartFailure extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? (
      <p className={styles.note}>The chart could not be drawn; the table has its figures.</p>
    ) : (
      this.props.children
    );
  }
}

interface ChartFigureProps {
  title: string;
  spec: ChartSpec;
  /** Every figure the chart shows, in words: what a screen reader reads instead of the canvas. */
  summary: string;
}

/** A chart with its title, its legend and its figures as text; the drawing library loads with the first chart. */
export function ChartFigure({ title, spec, summary }: ChartFigureProps) {
  const id = useId();
  return (
    <figure className={styles.figure} aria-labelledby={`${id}-title`} aria-describedby={`${id}-summary`}>
      <figcaption className={styles.caption}>
        <span id={`${id}-title`} className={styles.title}>
          {title}
        </span>
        <span className={styles.legend} aria-hidden="true">
          {spec.series.map((series) => (
            <span key={series.label} className={styles.key}>
              <span
                className={`${styles.swatch} ${series.line ? styles.dashed : ''}`}
                data-color={colorName(series.color)}
              />
              {series.label}
            </span>
          ))}
        </span>
        <span id={`${id}-summary`} className="visually-hidden">
          {summary}
        </span>
      </figcaption>
      <div className={styles.canvas} aria-hidden="true">
        {canDraw() ? (
          <ChartFailure>
            <Suspense fallback={<div className={styles.placeholder} />}>
              <UplotChart spec={spec} />
            </Suspense>
          </ChartFailure>
        ) : (
          <p className={styles.note}>This browser cannot draw the chart; the table has its figures.</p>
        )}
      </div>
    </figure>
  );
}
