import type { TPortfolioProject } from '@kampa/contracts/portfolio/get-portfolio';
import { Download } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { csvFileName, downloadCsv, toCsv, type CsvDialect } from '@/lib/csv';
import { PORTFOLIO_METRIC_DEFS } from '@/features/projects/lib/portfolio-metrics';
import { portfolioCsvRows } from '@/features/projects/lib/portfolio-totals';

/** The portfolio's rows as shown (filtered and sorted) with their totals, as CSV in two dialects. */
export const PortfolioExport = ({ entries }: { entries: readonly TPortfolioProject[] }) => {
  const { t } = useTranslation();
  const exportCsv = (dialect: CsvDialect) => {
    const rows = portfolioCsvRows(entries, {
      name: t('portfolio.csvName'),
      website: t('portfolio.csvWebsite'),
      openAlerts: t('projects.portfolio.column.openAlerts'),
      currency: t('portfolio.csvCurrency'),
      change: t('portfolio.csvChange'),
      total: t('portfolio.csvTotal'),
      metric: (metric) => t(PORTFOLIO_METRIC_DEFS[metric].label),
    });
    const parts = dialect === 'excel-cs' ? ['kampa', 'portfolio', 'excel'] : ['kampa', 'portfolio'];
    downloadCsv(csvFileName(...parts), toCsv(rows, dialect));
  };
  const label = t('portfolio.exportLabel');
  return (
    <div className="flex flex-wrap justify-end gap-2 px-4 pt-3 sm:px-5">
      <Button
        variant="secondary"
        size="sm"
        onClick={() => exportCsv('standard')}
        data-testid="portfolio-csv"
      >
        <Download aria-hidden="true" className="size-4" />
        {t('portfolio.exportCsv')}
        <span className="sr-only">: {label}</span>
      </Button>
      <Button
        variant="secondary"
        size="sm"
        onClick={() => exportCsv('excel-cs')}
        data-testid="portfolio-csv-excel"
        title={t('portfolio.exportExcelHint')}
      >
        <Download aria-hidden="true" className="size-4" />
        {t('portfolio.exportExcel')}
        <span className="sr-only">: {label}</span>
      </Button>
    </div>
  );
};
