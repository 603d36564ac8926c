import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { downloadJson } from '@/features/account/lib/download-json';

const exportAccountContract = () =>
  import('@kampa/contracts/account/export-account').then((module) => module.exportAccountContract);

export const exportAccount = () => apiRequest(exportAccountContract);

/** Asks for the export and saves it as `kampa-export-<day>.json`. */
export const useExportAccount = () =>
  useMutation({
    mutationFn: async () => {
      const data = await exportAccount();
      downloadJson(data, `kampa-export-${data.exportedAt.slice(0, 10)}.json`);
      return data;
    },
  });
