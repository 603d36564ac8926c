import { useEffect, useRef, useState } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import { clusterByPosition, type TrendMarker } from '@/features/dashboards/lib/chart-data';
import type { ChartColors } from './chart-theme';
import { ChartMarkers, type PlacedMarker } from './chart-markers';

export type UplotChartProps = {
  /** Short x-axis label per bucket. */
  labels: readonly string[];
  current: readonly (number | null)[];
  previous: readonly (number | null)[] | null;
  formatValue: (value: number) => string;
  markers: readonly TrendMarker[];
  colors: ChartColors;
  onHover: (index: number | null) => void;
};

/** Tick steps along the buckets: every day, every 2, 3, 4 days, weekly, fortnightly… */
const X_INCREMENTS = [1, 2, 3, 4, 7, 14, 28, 56, 91, 182, 364];
/** Markers closer than a finger's width merge into one button. */
const MIN_MARKER_GAP_PX = 24;
const AXIS_FONT = '12px ui-sans-serif, system-ui, sans-serif';

/**
 * The trend drawn by uPlot (loaded lazily, with this module): the range as a filled line, the
 * comparison dashed, events as dashed vertical lines with a focusable marker each. No animation.
 */
export const UplotChart = ({
  labels,
  current,
  previous,
  formatValue,
  markers,
  colors,
  onHover,
}: UplotChartProps) => {
  const container = useRef<HTMLDivElement>(null);
  const [placed, setPlaced] = useState<PlacedMarker[]>([]);
  const onHoverRef = useRef(onHover);
  useEffect(() => {
    onHoverRef.current = onHover;
  }, [onHover]);

  useEffect(() => {
    const element = container.current;
    if (!element) return;
    const count = labels.length;
    const x = labels.map((_, index) => index);
    const placeMarkers = (plot: uPlot) => {
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
      ctx.strokeStyle = colors.marker;
      ctx.lineWidth = uPlot.pxRatio;
      ctx.setLineDash([4 * uPlot.pxRatio, 4 * uPlot.pxRatio]);
      for (const marker of markers) {
        const left = Math.round(plot.valToPos(marker.index, 'x', true));
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
        { ...axis((_plot, splits) => splits.map(formatValue)), size: 56, space: 32 },
      ],
      hooks: {
        draw: [drawMarkerLines, placeMarkers],
        setCursor: [(plot) => onHoverRef.current(plot.cursor.idx ?? null)],
      },
    };
    const data: uPlot.AlignedData = [
      x,
      current as (number | null)[],
      (previous ?? labels.map(() => null)) as (number | null)[],
    ];
    const plot = new uPlot(options, data, element);
    const resize = new ResizeObserver(() =>
      plot.setSize({ width: element.clientWidth, height: element.clientHeight }),
    );
    resize.observe(element);
    return () => {
      resize.disconnect();
      plot.destroy();
    };
  }, [labels, current, previous, formatValue, markers, colors]);

  return (
    <>
      <div
        ref={container}
        aria-hidden="true"
        className="absolute inset-0"
        data-testid="trend-canvas"
      />
      <ChartMarkers markers={placed} color={colors.marker} />
    </>
  );
};
