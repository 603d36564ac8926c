import type { TProject } from '@kampa/contracts/project/project';
import { AdsAccountStep } from './ads-account-step';
import { ConnectSourcePage } from './connect-source-page';

/**
 * `/project/{id}/ads/connect`: Google account → a Google Ads client account (managers expanded to
 * their clients; a manager itself holds no data) → save → the first sync's progress.
 */
export const AdsConnectPage = ({
  project,
  onProjectChanged,
}: {
  project: TProject;
  onProjectChanged: (projectUid: string, project?: TProject) => void;
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
      />
    )}
  />
);
