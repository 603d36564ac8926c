import { useEffect, useRef, useState } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import type { TrendEvents, TrendPoint } from '@/features/dashboards/lib/chart-data';
import { clusterByPosition, markerKind } from '@/features/dashboards/lib/chart-marks';
import { useTrendMarks } from '@/features/dashboards/hooks/use-trend-marks';
import type { ChartColors } from './chart-theme';
import { ChartKeys } from './chart-keys';
import { ChartMarkers, ChartSpans, type PlacedMarker, type PlacedSpan } from './chart-markers';
import { ChartTooltip, cursorAt, type ChartCursor } from './chart-tooltip';

export type UplotChartProps = {
  /** Short x-axis label per bucket. */
  labels: readonly string[];
  current: readonly (number | null)[];
  previous: readonly (number | null)[] | null;
  formatValue: (value: number) => string;
  /** The buckets with their days and values, for the readout at the cursor. */
  points: readonly TrendPoint[];
  /** A value in full, for the readout at the cursor. */
  formatFull: (value: number | null) => string;
  /** The range's events, drawn as markers and bands. */
  marks: TrendEvents;
  colors: ChartColors;
  onHover: (index: number | null) => void;
};

/** Tick steps along the buckets: every day, every 2, 3, 4 days, weekly, fortnightly… */
const X_INCREMENTS = [1, 2, 3, 4, 7, 14, 28, 56, 91, 182, 364];
/** Markers closer than a finger's width merge into one button. */
const MIN_MARKER_GAP_PX = 24;
const AXIS_FONT = '12px ui-sans-serif, system-ui, sans-serif';

/**
 * The value axis as wide as its longest label in the axis's font ("10 tis. Kč", "2,500,000"), so
 * none is cut at the chart's left edge; at least 40 px.
 */
const valueAxisSize = (plot: uPlot, values: string[] | null): number => {
  const longest = (values ?? []).reduce((a, b) => (b.length > a.length ? b : a), '');
  plot.ctx.save();
  plot.ctx.font = AXIS_FONT;
  const width = plot.ctx.measureText(longest).width;
  plot.ctx.restore();
  return Math.max(40, Math.ceil(width) + 14);
};

/**
 * The trend drawn by uPlot (loaded lazily, with this module): the range as a filled line, the
 * comparison dashed, events as dashed vertical lines with a focusable marker each coloured by kind
 * (a note over several days as a band over them), the bucket's
 * numbers beside the cursor (moved by the pointer or, focused, by the arrow keys). No animation.
 */
export const UplotChart = ({
  labels,
  current,
  previous,
  formatValue,
  points,
  formatFull,
  marks: trendEvents,
  colors,
  onHover,
}: UplotChartProps) => {
  const marks = useTrendMarks(trendEvents, points);
  const container = useRef<HTMLDivElement>(null);
  const plotRef = useRef<uPlot | null>(null);
  const [placed, setPlaced] = useState<PlacedMarker[]>([]);
  const [cursor, setCursor] = useState<ChartCursor | null>(null);
  const [bands, setBands] = useState<PlacedSpan[]>([]);
  const onHoverRef = useRef(onHover);
  useEffect(() => {
    onHoverRef.current = onHover;
  }, [onHover]);

  useEffect(() => {
    const element = container.current;
    if (!element) return;
    const count = labels.length;
    const x = labels.map((_, index) => index);
    const { markers, spans } = marks;
    const placeMarks = (plot: uPlot) => {
      setBands(
        spans.map((span) => {
          const left = plot.valToPos(span.from, 'x');
          return {
            kind: span.kind,
            left: plot.over.offsetLeft + left,
            width: plot.valToPos(span.to, 'x') - left,
            top: plot.over.offsetTop,
            height: plot.over.clientHeight,
          };
        }),
      );
      const positioned = markers.map((marker) => ({
        ...marker,
        left: plot.over.offsetLeft + plot.valToPos(marker.index, 'x'),
      }));
      setPlaced(
        clusterByPosition(positioned, MIN_MARKER_GAP_PX).map((marker) => ({
          ...marker,
          top: plot.over.offsetTop,
        })),
      );
    };
    const drawMarkerLines = (plot: uPlot) => {
      const { ctx, bbox } = plot;
      ctx.save();
      ctx.lineWidth = uPlot.pxRatio;
      ctx.setLineDash([4 * uPlot.pxRatio, 4 * uPlot.pxRatio]);
      for (const marker of markers) {
        const left = Math.round(plot.valToPos(marker.index, 'x', true));
        ctx.strokeStyle = colors.markers[markerKind(marker.items) ?? 'mixed'];
        ctx.beginPath();
        ctx.moveTo(left, bbox.top);
        ctx.lineTo(left, bbox.top + bbox.height);
        ctx.stroke();
      }
      ctx.restore();
    };
    const axis = (values: uPlot.Axis['values']): uPlot.Axis => ({
      stroke: colors.axis,
      font: AXIS_FONT,
      grid: { stroke: colors.grid, width: 1 },
      ticks: { show: false },
      values,
    });
    const options: uPlot.Options = {
      width: element.clientWidth,
      height: element.clientHeight,
      legend: { show: false },
      cursor: { y: false, drag: { x: false, y: false, setScale: false }, points: { size: 8 } },
      scales: {
        x: { time: false, range: () => (count > 1 ? [0, count - 1] : [-0.5, 0.5]) },
        y: { range: (_plot, _min, max) => uPlot.rangeNum(0, max > 0 ? max : 1, 0.1, true) },
      },
      series: [
        {},
        { stroke: colors.current, fill: colors.currentFill, width: 2, points: { size: 5 } },
        { stroke: colors.previous, width: 1.5, dash: [6, 4], points: { show: false } },
      ],
      axes: [
        {
          ...axis((_plot, splits) => splits.map((split) => labels[split] ?? '')),
          incrs: X_INCREMENTS,
          space: 52,
          size: 32,
        },
        { ...axis((_plot, splits) => splits.map(formatValue)), size: valueAxisSize, space: 32 },
      ],
      hooks: {
        draw: [drawMarkerLines, placeMarks],
        setCursor: [
          (plot) => {
            const index = plot.cursor.idx ?? null;
            onHoverRef.current(index);
            setCursor(index === null ? null : cursorAt(plot, index, element.clientWidth));
          },
        ],
      },
    };
    const data: uPlot.AlignedData = [
      x,
      current as (number | null)[],
      (previous ?? labels.map(() => null)) as (number | null)[],
    ];
    const plot = new uPlot(options, data, element);
    plotRef.current = plot;
    const resize = new ResizeObserver(() =>
      plot.setSize({ width: element.clientWidth, height: element.clientHeight }),
    );
    resize.observe(element);
    return () => {
      resize.disconnect();
      plotRef.current = null;
      plot.destroy();
    };
  }, [labels, current, previous, formatValue, marks, colors]);

  const moveTo = (index: number) => {
    const plot = plotRef.current;
    if (!plot) return;
    const value = current[index] ?? null;
    plot.setCursor({
      left: plot.valToPos(index, 'x'),
      top: value === null ? plot.over.clientHeight / 2 : plot.valToPos(value, 'y'),
    });
  };
  const leave = () => plotRef.current?.setCursor({ left: -10, top: -10 });
  const point = cursor ? points[cursor.index] : undefined;
  return (
    <>
      {/* Under the canvas (transparent where nothing is drawn), so the lines stay on top. */}
      <ChartSpans spans={bands} colors={colors.markers} />
      <div
        ref={container}
        aria-hidden="true"
        className="absolute inset-0"
        data-testid="trend-canvas"
      />
      <ChartKeys
        index={cursor?.index ?? null}
        count={labels.length}
        point={point}
        formatValue={formatFull}
        onMove={moveTo}
        onLeave={leave}
      />
      <ChartMarkers markers={placed} colors={colors.markers} />
      {cursor && point ? (
        <ChartTooltip cursor={cursor} point={point} formatValue={formatFull} colors={colors} />
      ) : null}
    </>
  );
};
