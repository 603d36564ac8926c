import type { TChatToolResult } from '@kampa/contracts/chat/chat';
import { tool, type ToolSet } from 'ai';
import {
  ZAlertsArgsSchema,
  ZBudgetsArgsSchema,
  ZCampaignsArgsSchema,
  ZEventsArgsSchema,
  ZMetricsArgsSchema,
  ZSearchTermsArgsSchema,
  ZSetupArgsSchema,
  ZTopValuesArgsSchema,
  type AlertsArgs,
  type CampaignsArgs,
  type EventsArgs,
  type MetricsArgs,
  type SearchTermsArgs,
  type TopValuesArgs,
} from './tool-args';
import {
  readAlerts,
  readCampaigns,
  readEvents,
  readMetrics,
  readSetup,
  readTopValues,
  type ToolContext,
} from './tools';
import { readBudgets } from './budget-tool';
import { readSearchTerms } from './search-tool';

/**
 * The tools as the AI SDK takes them. `limit` caps the calls of one answer: calls beyond it are
 * refused (the model reads the refusal as the tool's error).
 */
export const buildTools = (context: ToolContext, limit: number): ToolSet => {
  let calls = 0;
  const guarded =
    <A>(run: (args: A) => Promise<TChatToolResult>) =>
    async (args: A): Promise<TChatToolResult> => {
      calls += 1;
      if (calls > limit) throw new Error(`at most ${limit} tool calls per answer`);
      return run(args);
    };
  return {
    metrics: tool({
      description:
        'Headline metrics of the project for a range, with the comparison (value, previous, relative change). GA4: sessions, totalUsers, newUsers, screenPageViews, engagedSessions, engagementRate, keyEvents, conversionRate, totalRevenue. Google Ads: cost, clicks, impressions, ctr, cpc, conversions, cpa, conversionValue, roas. Rates are fractions (0.05 = 5 %).',
      inputSchema: ZMetricsArgsSchema,
      execute: guarded((args: MetricsArgs) => readMetrics(context, args)),
    }),
    top_values: tool({
      description:
        'Top values of a GA4 dimension (channel, sourceMedium, landingPage, device, country) by a metric, with the total. Distinct users by a dimension are not stored (Google counts a user once per range, so they do not add up): when asked for them, say they are unavailable and offer sessions.',
      inputSchema: ZTopValuesArgsSchema,
      execute: guarded((args: TopValuesArgs) => readTopValues(context, args)),
    }),
    campaigns: tool({
      description:
        'Google Ads campaigns with their KPIs, sorted by a metric; with `campaign`, only the campaign named so (every metric, and previous_<metric> over the compared days), or a note that no campaign has that name.',
      inputSchema: ZCampaignsArgsSchema,
      execute: guarded((args: CampaignsArgs) => readCampaigns(context, args)),
    }),
    events: tool({
      description:
        "The project's timeline in a range: annotations, connections, syncs, campaign changes.",
      inputSchema: ZEventsArgsSchema,
      execute: guarded((args: EventsArgs) => readEvents(context, args)),
    }),
    project_setup: tool({
      description: "The project's data sources, the days stored and when each last synced.",
      inputSchema: ZSetupArgsSchema,
      execute: guarded(() => readSetup(context)),
    }),
    alerts: tool({
      description:
        "The project's alerts from its monitoring rules: rule, breach day, value and baseline, state (open, acknowledged, snoozed, resolved) and the likeliest cause. `active` (default) leaves out resolved ones.",
      inputSchema: ZAlertsArgsSchema,
      execute: guarded((args: AlertsArgs) => readAlerts(context, args)),
    }),
    search_terms: tool({
      description:
        "Google Search Console's queries (what people searched) or pages (dimension: query | page) for a range: rank top (the most clicks or impressions), lost (the largest fall against the compared range) or gained (the largest rise). Each row: clicks, previousClicks, clicksChange (clicks − previousClicks), impressions, previousImpressions, impressionsChange, ctr (a fraction), position (average, lower is better) and previousPosition. Google's rare queries are in no row; its newest 3–4 days are not final (the note says from which day).",
      inputSchema: ZSearchTermsArgsSchema,
      execute: guarded((args: SearchTermsArgs) => readSearchTerms(context, args)),
    }),
    budgets: tool({
      description:
        "The project's Google Ads budgets and the pacing of each one's current cycle (a month from its start day, or a flight): amount, spent on the cycle's whole days gone by (today is not counted until it is over), expected by now (the linear share), projected at the cycle's end with a low–high range, neededDaily to land on the budget, status (under, on_track, over), spentShare (0.62 = 62 %), daysElapsed of daysTotal, and unsettledFrom (days Google may still revise). Money in the Ads account's currency, without the agency's fee.",
      inputSchema: ZBudgetsArgsSchema,
      execute: guarded(() => readBudgets(context)),
    }),
  };
};
