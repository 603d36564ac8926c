import type { TProject } from '@kampa/contracts/project/project';
import { AnalyticsPropertyStep } from './analytics-property-step';
import { ConnectSourcePage } from './connect-source-page';

/**
 * `/project/{id}/analytics/connect`: Google account → GA4 account and property (its time zone,
 * currency and whether Google lets the account read it) → save → the first sync's progress.
 */
export const AnalyticsConnectPage = ({
  project,
  onProjectChanged,
}: {
  project: TProject;
  onProjectChanged: (projectUid: string, project?: TProject) => void;
}) => (
  <ConnectSourcePage
    project={project}
    kind="analytics"
    onProjectChanged={onProjectChanged}
    chooser={({ connectionId, current, onSaved }) => (
      <AnalyticsPropertyStep
        key={connectionId}
        projectUid={project.uid}
        connectionId={connectionId}
        currentPropertyId={current?.externalId ?? null}
        onSaved={onSaved}
      />
    )}
  />
);
