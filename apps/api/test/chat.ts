import { ZChatStreamEventSchema, type TChatStreamEvent } from '@kampa/contracts/chat/chat';
import type { TestApp } from './test-app';

type Headers = { authorization: string };

/** Starts a thread and asks `text` in it; returns the stream's events, parsed line by line. */
export const askInNewThread = async (
  testApp: TestApp,
  headers: Headers,
  projectUid: string,
  text: string,
): Promise<{
  threadUid: string;
  status: number;
  events: TChatStreamEvent[];
  contentType: string;
}> => {
  const created = await testApp.app.inject({
    method: 'POST',
    url: `/api/project/${projectUid}/chat/threads`,
    headers,
    payload: { title: text.slice(0, 100) },
  });
  if (created.statusCode !== 201) throw new Error(`thread: ${created.statusCode} ${created.body}`);
  const threadUid = (created.json() as { uid: string }).uid;
  return { threadUid, ...(await ask(testApp, headers, projectUid, threadUid, text)) };
};

export const ask = async (
  testApp: TestApp,
  headers: Headers,
  projectUid: string,
  threadUid: string,
  text: string,
) => {
  const response = await testApp.app.inject({
    method: 'POST',
    url: `/api/project/${projectUid}/chat/threads/${threadUid}/messages`,
    headers,
    payload: { text },
  });
  const contentType = String(response.headers['content-type'] ?? '');
  const events =
    response.statusCode === 200
      ? response.body
          .split('\n')
          .filter((line) => line !== '')
          .map((line) => ZChatStreamEventSchema.parse(JSON.parse(line)))
      : [];
  return { status: response.statusCode, events, contentType };
};

/** The `done` event of a stream, or a failure naming what came instead. */
export const doneOf = (events: TChatStreamEvent[]) => {
  const done = events.find((event) => event.type === 'done');
  if (!done || done.type !== 'done') throw new Error(`no answer: ${JSON.stringify(events.at(-1))}`);
  return done;
};
