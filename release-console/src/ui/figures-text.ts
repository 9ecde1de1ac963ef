import type { CanaryFigures, Figures } from '../release-api/release-types';
import { formatPercent } from './format';

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** `5 of 6 visitors failing (83.33 %) on 3 networks`: one release's window, as the halt rule counts it. */
const figuresText = (figures: Figures) =>
  `${figures.failingVisitors} of ${plural(figures.visitors, 'visitor', 'visitors')} failing ` +
  `(${formatPercent(figures.failureRatePercent)}) on ${plural(figures.failingNetworks, 'network', 'networks')}`;

/** Both sides of a canary's window in one sentence: the canary, then the stable release. */
export const canaryFiguresText = ({ canary, stable }: CanaryFigures) =>
  `canary ${figuresText(canary)}; stable ${figuresText(stable)}`;
