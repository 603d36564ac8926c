import { shiftDays, type DateRange, type IsoDate } from '@kampa/contracts/common/date-range';

/** Days with a known cause: an injected anomaly, a tracking outage, a campaign paused or removed. */
export type Labelled = { id: string; days: DateRange };

export type Score = {
  labelled: number;
  detected: number;
  /** Detected ÷ labelled. */
  recall: number;
  alerts: number;
  /** Alerts on (or the day after) a labelled day. */
  trueAlerts: number;
  /** Every other alert, by day. */
  falseAlarms: IsoDate[];
  /** True alerts ÷ alerts (1 when nothing fired). */
  precision: number;
};

const covers = ({
  label,
  date,
  slackDays,
}: {
  label: Labelled;
  date: IsoDate;
  slackDays: number;
}) => date >= label.days.from && date <= shiftDays(label.days.to, slackDays);

/**
 * Precision and recall of alerts against labelled days. An alert counts as true when it falls on
 * a labelled day or within `slackDays` after it (a run of breaches ends a day or two late); a
 * labelled span is detected when any alert counts for it.
 */
export const scoreAlerts = ({
  alertDays,
  labels,
  slackDays = 1,
}: {
  alertDays: readonly IsoDate[];
  labels: readonly Labelled[];
  slackDays?: number;
}): Score => {
  const detectedIds = new Set<string>();
  const falseAlarms: IsoDate[] = [];
  let trueAlerts = 0;
  for (const date of alertDays) {
    const hits = labels.filter((label) => covers({ label, date, slackDays }));
    if (hits.length === 0) falseAlarms.push(date);
    else trueAlerts += 1;
    for (const hit of hits) detectedIds.add(hit.id);
  }
  return {
    labelled: labels.length,
    detected: detectedIds.size,
    recall: labels.length === 0 ? 1 : detectedIds.size / labels.length,
    alerts: alertDays.length,
    trueAlerts,
    falseAlarms: [...falseAlarms].sort(),
    precision: alertDays.length === 0 ? 1 : trueAlerts / alertDays.length,
  };
};
