import type { TProject } from '@kampa/contracts/project/project';
import { AnalyticsPropertyStep } from './analytics-property-step';
import { ConnectSourcePage } from './connect-source-page';
import type { AdoptSourceSettings } from './settings-mismatch';

/**
 * `/project/{id}/analytics/connect`: Google account → GA4 account and property (its time zone,
 * currency and whether Google lets the account read it) → save → the first sync's progress.
 */
export const AnalyticsConnectPage = ({
  project,
  onProjectChanged,
  onAdopt,
}: {
  project: TProject;
  onProjectChanged: (projectUid: string, project?: TProject) => void;
  /** Sets the project's currency and time zone to the chosen source's. */
  onAdopt: AdoptSourceSettings;
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
        project={project}
        onAdopt={onAdopt}
      />
    )}
  />
);
