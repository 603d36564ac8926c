import { ZChatStreamEventSchema, type TChatStreamEvent } from '@kampa/contracts/chat/chat';
import { apiStream } from '@/lib/api-client';

const sendChatMessageContract = () =>
  import('@kampa/contracts/chat/send-chat-message').then(
    (module) => module.sendChatMessageContract,
  );

/** Asks in a thread; each line of the streamed answer reaches `onEvent` as it comes. */
export const sendChatMessage = (
  { projectUid, threadUid, text }: { projectUid: string; threadUid: string; text: string },
  onEvent: (event: TChatStreamEvent) => void,
  signal: AbortSignal,
) =>
  apiStream(
    sendChatMessageContract,
    { params: { projectUid, threadUid }, body: { text }, signal },
    (line) => {
      const parsed = ZChatStreamEventSchema.safeParse(line);
      if (parsed.success) onEvent(parsed.data);
    },
  );
