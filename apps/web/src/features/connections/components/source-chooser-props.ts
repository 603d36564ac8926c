import type { TProject } from '@kampa/contracts/project/project';
import type { AdoptSourceSettings } from './settings-mismatch';

/** What every source's "choose what to read, then save" step gets from the connect page. */
export type SourceChooserProps = {
  project: TProject;
  /** The Google connection chosen in step 1. */
  connectionId: string;
  /** Google's id of what the project reads now (to mark it in the list), if anything. */
  currentExternalId: string | null;
  onSaved: (project: TProject) => void;
  /** Sets the project's currency and time zone to the chosen source's. */
  onAdopt: AdoptSourceSettings;
};
