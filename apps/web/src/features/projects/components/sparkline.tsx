const WIDTH = 120;
const HEIGHT = 32;

/** The path of values scaled into the box (a flat line for a single value or all equal). */
export const sparklinePath = (values: readonly number[]): string => {
  if (values.length === 0) return '';
  const max = Math.max(...values);
  const min = Math.min(...values, 0);
  const span = max - min || 1;
  const step = values.length > 1 ? WIDTH / (values.length - 1) : 0;
  return values
    .map((value, index) => {
      const x = values.length > 1 ? index * step : WIDTH / 2;
      const y = HEIGHT - 2 - ((value - min) / span) * (HEIGHT - 4);
      return `${index === 0 ? 'M' : 'L'}${x.toFixed(1)} ${y.toFixed(1)}`;
    })
    .join(' ');
};

/**
 * A small trend line as plain SVG (no chart library: a card grid draws many). Decorative to screen
 * readers, which read `label` instead (the range's first and last values).
 */
export const Sparkline = ({ values, label }: { values: readonly number[]; label: string }) => {
  return (
    <figure className="m-0" data-testid="project-sparkline">
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        preserveAspectRatio="none"
        aria-hidden="true"
        className="h-8 w-full text-indigo-600 dark:text-indigo-400"
      >
        <path
          d={sparklinePath(values)}
          fill="none"
          stroke="currentColor"
          strokeWidth="1.5"
          vectorEffect="non-scaling-stroke"
          strokeLinejoin="round"
        />
      </svg>
      <figcaption className="sr-only">{label}</figcaption>
    </figure>
  );
};
