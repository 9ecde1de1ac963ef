import { Type, type Static } from '@sinclair/typebox';
import { schemaRef } from 'shared-config/server-schemas';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import {
  canaryStanding,
  ruleInWords,
  sidesInWords,
  type CanaryHaltRule,
} from '../../../../edge/canary-window/halt-rule';
import type { ReleaseFigures } from '../../../../edge/canary-window/window-counts';
import { compareGoals } from '../../../../model/canary/conversion-rates';
import { canarySince, haltOf, type HaltRecord } from '../../../../model/log/canary-log';
import { PACKAGE_NAMES } from '../../../../model/packages/package-names';
import { runningCanary } from '../../../../model/pointers/release-pointer';
import { CANARIES } from '../../schemas/canary-schemas';
import { COMMON_ERROR_ANSWERS } from '../../schemas/error-answer';
import type { CanarySources } from '../../../canaries/canary-sources';
import { readCurrentWindow } from '../../../canaries/current-window';
import { readHistory, type HistoryRequest } from './prometheus-history';

type CanaryView = Static<typeof CANARIES>['canaries'][number];

/** One release's window as the edges reported it, before the halt rule caps any network's share. */
const reportedOf = ({ served, servedByNetwork, failingByNetwork }: ReleaseFigures) => ({
  visitors: served,
  failingVisitors: failingByNetwork.reduce((total, count) => total + count, 0),
  networks: servedByNetwork.filter((count) => count > 0).length,
});

/** A halted canary's verdict: who halted it, when, and by which rule on which figures. */
function haltedText(halt: HaltRecord | null, rule: CanaryHaltRule): string {
  if (!halt) return 'Halted: the log no longer says when, by whom or why.';
  if (!halt.rule) return `Halted by ${halt.actor} at ${halt.at}: every visitor gets the stable release.`;
  const figures = halt.figures ? ` on ${sidesInWords(halt.figures)}` : '';
  return `Halted by ${halt.actor === 'edge' ? 'the edges' : halt.actor} at ${halt.at}: rule ${halt.rule} held (${ruleInWords(halt.rule, rule)})${figures}.`;
}

/**
 * `GET /api/canaries`: how each canary is doing, canary beside stable. The current window comes from
 * where the edges count it (Redis, or the local edge) and is weighed by the halt rule the edges use;
 * the history since it started, from Prometheus when PROMETHEUS_URL is set. A source that cannot be
 * read leaves its part out and says why: the answer is partial, never an error.
 */
export async function canariesRoute(app: FastifyInstance, sources: CanarySources): Promise<void> {
  const api = app.withTypeProvider<TypeBoxTypeProvider>();
  api.get(
    '/api/canaries',
    {
      schema: {
        tags: ['canaries'],
        summary:
          "Each running or halted canary: its figures over the window beside the stable release's, where the halt rule stands, p75 vitals, history",
        querystring: Type.Object({}),
        response: { 200: schemaRef(CANARIES), ...COMMON_ERROR_ANSWERS },
      },
      preHandler: app.isTokenHolder,
    },
    async () => {
      const { rule, prometheusUrl } = sources;
      const windowSeconds = Math.round(rule.windowMs / 1000);
      const [composition, entries] = await Promise.all([
        app.releases.stores.pointers.read(),
        app.releases.stores.pointers.log(),
      ]);
      const { pointers } = composition;
      const now = Date.now();
      const canaries = PACKAGE_NAMES.flatMap((name) => {
        const { canary, active } = pointers[name];
        if (!canary || !active) return [];
        const halted = runningCanary(pointers[name]) === null;
        const halt = halted ? haltOf(entries, name, canary.id) : null;
        return [{ name, canary, active, halted, halt, since: canarySince(entries, name, canary.id) }];
      });
      const history: HistoryRequest[] = canaries.map(({ name, canary, active, halt, since }) => {
        const start = since ? Date.parse(since) : now - rule.windowMs;
        const end = halt ? Math.max(start, Date.parse(halt.at)) : now;
        return { package: name, canary: canary.id, stable: active, start: new Date(start), end: new Date(end) };
      });
      const [window, past] = await Promise.all([
        readCurrentWindow(sources, pointers),
        prometheusUrl && history.length > 0
          ? readHistory(prometheusUrl, history, windowSeconds)
          : { problem: null, histories: null },
      ]);
      const views = canaries.map(({ name, canary, active, halted, halt, since }): CanaryView => {
        const side = window.status?.packages.find(
          (entry) => entry.package === name && entry.canary.id === canary.id && entry.stable.id === active,
        );
        const standing = side ? canaryStanding(side.canary.figures, side.stable.figures, rule) : null;
        const verdict = halted
          ? { state: 'halted' as const, text: haltedText(halt, rule) }
          : standing
            ? { state: standing.state, text: standing.text }
            : {
                state: 'collecting' as const,
                text: window.problem ?? 'No current window: the edges report none for it yet.',
              };
        return {
          package: name,
          canary: { id: canary.id, percent: canary.percent, since, halted },
          stable: { id: active },
          figures: standing?.figures ?? null,
          reported: side ? { canary: reportedOf(side.canary.figures), stable: reportedOf(side.stable.figures) } : null,
          verdict,
          halt,
          vitals: side ? { canary: side.canary.vitals, stable: side.stable.vitals } : null,
          conversions:
            side?.canary.conversions && side.stable.conversions
              ? compareGoals(
                  { served: side.canary.figures.served, goals: side.canary.conversions },
                  { served: side.stable.figures.served, goals: side.stable.conversions },
                )
              : null,
          history: past.histories?.get(name) ?? null,
        };
      });
      return {
        windowSeconds,
        figuresFrom: window.from,
        figuresProblem: window.problem,
        historyFrom: prometheusUrl ? ('prometheus' as const) : null,
        historyProblem: past.problem,
        rule: {
          minVisitors: rule.minVisitors,
          minNetworks: rule.minNetworks,
          minFailureRatePercent: rule.minRatePercent,
          stableRatio: rule.stableFactor,
          networkSharePercent: rule.maxNetworkSharePercent,
        },
        canaries: views,
      };
    },
  );
}
