import { QueryObserver } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { createQueryClient } from '@/lib/query-client';
import { forgetTermsRefusals } from './accept-tos';

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('forgetTermsRefusals', () => {
  it('makes a screen refused for unaccepted terms ask again when it comes back, and leaves other failures alone', async () => {
    const client = createQueryClient();
    const calls = { project: 0, other: 0 };
    let termsAccepted = false;
    const project = {
      queryKey: ['project'],
      queryFn: async () => {
        calls.project += 1;
        if (!termsAccepted) throw new ApiError(403, 'tos_not_accepted', 'Accept the terms');
        return 'Terms mid-session';
      },
    };
    const other = {
      queryKey: ['other'],
      queryFn: async () => {
        calls.other += 1;
        throw new ApiError(404, 'not_found', 'Gone');
      },
    };
    // The screen reads both, is refused, and is taken away while the terms gate shows.
    const stopProject = new QueryObserver(client, project).subscribe(() => {});
    const stopOther = new QueryObserver(client, other).subscribe(() => {});
    await settle();
    stopProject();
    stopOther();
    expect(client.getQueryState(['project'])?.status).toBe('error');

    termsAccepted = true;
    await forgetTermsRefusals(client);

    // The screen comes back: the refused query is asked again, the plain failure is not.
    const projectAgain = new QueryObserver(client, project);
    const otherAgain = new QueryObserver(client, other);
    const stopAgain = [projectAgain.subscribe(() => {}), otherAgain.subscribe(() => {})];
    await settle();
    expect(projectAgain.getCurrentResult().data).toBe('Terms mid-session');
    expect(calls).toEqual({ project: 2, other: 1 });
    for (const stop of stopAgain) stop();
  });
});
