import type { TCreateShareLinkRequest } from '@kampa/contracts/reports/create-share-link';
import type { TReportFieldsInput } from '@kampa/contracts/reports/report';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiDownload, apiRequest } from '@/lib/api-client';

const listReportsContract = () =>
  import('@kampa/contracts/reports/list-reports').then((module) => module.listReportsContract);
const createReportContract = () =>
  import('@kampa/contracts/reports/create-report').then((module) => module.createReportContract);
const updateReportContract = () =>
  import('@kampa/contracts/reports/update-report').then((module) => module.updateReportContract);
const deleteReportContract = () =>
  import('@kampa/contracts/reports/delete-report').then((module) => module.deleteReportContract);
const createShareLinkContract = () =>
  import('@kampa/contracts/reports/create-share-link').then(
    (module) => module.createShareLinkContract,
  );
const renewShareLinkContract = () =>
  import('@kampa/contracts/reports/renew-share-link').then(
    (module) => module.renewShareLinkContract,
  );
const revokeShareLinkContract = () =>
  import('@kampa/contracts/reports/revoke-share-link').then(
    (module) => module.revokeShareLinkContract,
  );

const sendReportContract = () =>
  import('@kampa/contracts/reports/delivery').then((module) => module.sendReportContract);
const previewReportMailContract = () =>
  import('@kampa/contracts/reports/delivery').then((module) => module.previewReportMailContract);
const getReportPdfContract = () =>
  import('@kampa/contracts/reports/delivery').then((module) => module.getReportPdfContract);
const listReportDeliveriesContract = () =>
  import('@kampa/contracts/reports/delivery').then((module) => module.listReportDeliveriesContract);

/** Query keys of reports, under the signed-in user's uid and the project. */
export const reportKeys = {
  all: (userUid: string, projectUid: string) =>
    ['user', userUid, 'projects', projectUid, 'reports'] as const,
  deliveries: (userUid: string, projectUid: string, reportId: string) =>
    [...reportKeys.all(userUid, projectUid), reportId, 'deliveries'] as const,
  preview: (userUid: string, projectUid: string, reportId: string) =>
    [...reportKeys.all(userUid, projectUid), reportId, 'preview'] as const,
};

export const getReportsQueryOptions = (userUid: string, projectUid: string) =>
  queryOptions({
    queryKey: reportKeys.all(userUid, projectUid),
    queryFn: () => apiRequest(listReportsContract, { params: { projectUid } }),
  });

/** The project's reports with their share links. */
export const useReports = (userUid: string, projectUid: string) =>
  useQuery(getReportsQueryOptions(userUid, projectUid));

/** Any change to a report or its links: the list is asked again. */
const useReportsMutation = <TInput extends { projectUid: string }, TResult>(
  userUid: string,
  mutationFn: (input: TInput) => Promise<TResult>,
) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: async (_result, { projectUid }) => {
      await queryClient.invalidateQueries({ queryKey: reportKeys.all(userUid, projectUid) });
    },
  });
};

/** Saves a report: a new one (no `reportId`) or the whole of an existing one. */
export const useSaveReport = (userUid: string) =>
  useReportsMutation(
    userUid,
    ({
      projectUid,
      reportId,
      body,
    }: {
      projectUid: string;
      reportId: string | null;
      body: TReportFieldsInput;
    }) =>
      reportId === null
        ? apiRequest(createReportContract, { params: { projectUid }, body })
        : apiRequest(updateReportContract, { params: { projectUid, reportId }, body }),
  );

export const useDeleteReport = (userUid: string) =>
  useReportsMutation(
    userUid,
    ({ projectUid, reportId }: { projectUid: string; reportId: string }) =>
      apiRequest(deleteReportContract, { params: { projectUid, reportId } }),
  );

export const useCreateShareLink = (userUid: string) =>
  useReportsMutation(
    userUid,
    ({
      projectUid,
      reportId,
      body,
    }: {
      projectUid: string;
      reportId: string;
      body: TCreateShareLinkRequest;
    }) => apiRequest(createShareLinkContract, { params: { projectUid, reportId }, body }),
  );

type LinkParams = { projectUid: string; reportId: string; linkId: string };

export const useRenewShareLink = (userUid: string) =>
  useReportsMutation(userUid, (params: LinkParams) =>
    apiRequest(renewShareLinkContract, { params, body: {} }),
  );

export const useRevokeShareLink = (userUid: string) =>
  useReportsMutation(userUid, (params: LinkParams) =>
    apiRequest(revokeShareLinkContract, { params }),
  );

type ReportParams = { projectUid: string; reportId: string };

/** A report's delivery log; asked again every few seconds while an e-mail is still on its way. */
export const useReportDeliveries = (userUid: string, params: ReportParams) =>
  useQuery({
    queryKey: reportKeys.deliveries(userUid, params.projectUid, params.reportId),
    queryFn: () => apiRequest(listReportDeliveriesContract, { params }),
    refetchInterval: (query) =>
      query.state.data?.deliveries.some(
        (delivery) => delivery.state === 'pending' || delivery.state === 'sending',
      )
        ? 3_000
        : false,
  });

/** The e-mail as "Send now" would send it (asked when the preview opens). */
export const useReportPreview = (userUid: string, params: ReportParams) =>
  useQuery({
    queryKey: reportKeys.preview(userUid, params.projectUid, params.reportId),
    queryFn: () => apiRequest(previewReportMailContract, { params }),
    staleTime: 0,
  });

/** "Send now": the delivery log is asked again (it shows the queued e-mails at once). */
export const useSendReport = (userUid: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (params: ReportParams) => apiRequest(sendReportContract, { params }),
    onSuccess: async (_result, params) => {
      await queryClient.invalidateQueries({
        queryKey: reportKeys.deliveries(userUid, params.projectUid, params.reportId),
      });
    },
  });
};

/** Downloads the report's PDF (printed by the server for its period as of now) and saves it. */
export const useDownloadReportPdf = () =>
  useMutation({
    mutationFn: async (params: ReportParams) => {
      const { blob, fileName } = await apiDownload(getReportPdfContract, { params });
      const url = URL.createObjectURL(blob);
      const link = document.createElement('a');
      link.href = url;
      link.download = fileName ?? 'report.pdf';
      document.body.append(link);
      link.click();
      link.remove();
      setTimeout(() => URL.revokeObjectURL(url), 10_000);
    },
  });
