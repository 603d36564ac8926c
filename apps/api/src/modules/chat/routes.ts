import { CHAT_MESSAGE_MAX_LENGTH } from '@kampa/contracts/chat/chat';
import { createChatThreadContract } from '@kampa/contracts/chat/create-chat-thread';
import { deleteChatThreadContract } from '@kampa/contracts/chat/delete-chat-thread';
import { getChatInfoContract } from '@kampa/contracts/chat/get-chat-info';
import { getChatThreadContract } from '@kampa/contracts/chat/get-chat-thread';
import { listChatThreadsContract } from '@kampa/contracts/chat/list-chat-threads';
import { renameChatThreadContract } from '@kampa/contracts/chat/rename-chat-thread';
import { sendChatMessageContract } from '@kampa/contracts/chat/send-chat-message';
import type { FastifyInstance } from 'fastify';
import { PassThrough } from 'node:stream';
import { registerRoute } from '../../lib/route';
import type { DashboardDeps } from '../dashboards';
import { chatModelFrom, type ChatModel } from './model';
import * as service from './service';

export const chatRoutes = async (
  app: FastifyInstance,
  options: { dashboards: DashboardDeps; chatModel?: ChatModel },
) => {
  const deps: service.ChatDeps = {
    ...options.dashboards,
    chatConfig: app.config,
    chatModel: options.chatModel ?? chatModelFrom(app.config),
  };
  registerRoute(app, getChatInfoContract, async (request) =>
    service.getChatInfo(
      deps,
      request.requireUser(),
      request.params.projectUid,
      CHAT_MESSAGE_MAX_LENGTH,
    ),
  );
  registerRoute(app, listChatThreadsContract, async (request) =>
    service.listThreads(deps, request.requireUser(), request.params.projectUid),
  );
  registerRoute(app, createChatThreadContract, async (request) =>
    service.createThread(
      deps,
      request.requireUser(),
      request.params.projectUid,
      request.body.title,
    ),
  );
  registerRoute(app, getChatThreadContract, async (request) =>
    service.getThread(
      deps,
      request.requireUser(),
      request.params.projectUid,
      request.params.threadUid,
    ),
  );
  registerRoute(app, renameChatThreadContract, async (request) =>
    service.renameThread(deps, request.requireUser(), request.params.projectUid, {
      threadUid: request.params.threadUid,
      title: request.body.title,
    }),
  );
  registerRoute(app, deleteChatThreadContract, async (request) =>
    service.deleteThread(
      deps,
      request.requireUser(),
      request.params.projectUid,
      request.params.threadUid,
    ),
  );
  // The answer streams: refusals (access, thread, limits) are ordinary JSON errors before the
  // first line; after it, a failure is the stream's last line (`error`), and nothing is saved.
  registerRoute(app, sendChatMessageContract, async (request, reply) => {
    const answer = await service.prepareAnswer(
      deps,
      request.requireUser(),
      request.params.projectUid,
      { threadUid: request.params.threadUid, question: request.body.text },
    );
    const stream = new PassThrough();
    const stop = new AbortController();
    // The browser going away (stop, a closed tab) stops the answer.
    reply.raw.on('close', () => {
      if (!reply.raw.writableFinished) stop.abort();
    });
    void answer((event) => stream.write(`${JSON.stringify(event)}\n`), stop.signal).finally(() =>
      stream.end(),
    );
    reply.header('content-type', 'application/x-ndjson; charset=utf-8');
    reply.header('x-accel-buffering', 'no');
    return stream;
  });
};
