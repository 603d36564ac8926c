import type { TProject } from '@kampa/contracts/project/project';
import { AdsAccountStep } from './ads-account-step';
import { ConnectSourcePage } from './connect-source-page';
import type { AdoptSourceSettings } from './settings-mismatch';

/**
 * `/project/{id}/ads/connect`: Google account → a Google Ads client account (managers expanded to
 * their clients; a manager itself holds no data) → save → the first sync's progress.
 */
export const AdsConnectPage = ({
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
    kind="ads"
    onProjectChanged={onProjectChanged}
    chooser={({ connectionId, current, onSaved }) => (
      <AdsAccountStep
        key={connectionId}
        projectUid={project.uid}
        connectionId={connectionId}
        currentCustomerId={current?.externalId ?? null}
        onSaved={onSaved}
        project={project}
        onAdopt={onAdopt}
      />
    )}
  />
);
