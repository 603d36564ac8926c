import { clsx } from 'clsx';

export type ProgressBarProps = {
  /** Share done, 0…1. */
  value: number;
  /** The accessible name, e.g. "Sync of Google Analytics". */
  label: string;
  /** What a screen reader says instead of the bare percentage, e.g. "3 of 5 parts (60 %)". */
  valueText?: string;
  size?: 'sm' | 'md';
  className?: string;
};

/** A determinate progress bar: `role="progressbar"` with its value in percent (0–100). */
export const ProgressBar = ({
  value,
  label,
  valueText,
  size = 'md',
  className,
}: ProgressBarProps) => {
  const percent = Math.round(Math.min(1, Math.max(0, value)) * 100);
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
      aria-valuetext={valueText}
      className={clsx(
        'w-full overflow-hidden rounded-full bg-slate-200 dark:bg-slate-800',
        size === 'sm' ? 'h-1.5' : 'h-2.5',
        className,
      )}
    >
      <div
        className="h-full rounded-full bg-indigo-600 transition-[width] duration-500 motion-reduce:transition-none dark:bg-indigo-400"
        style={{ width: `${percent}%` }}
      />
    </div>
  );
};
